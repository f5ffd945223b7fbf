import { Router } from 'express';
import { API_TIMEOUT_SECONDS } from '@pedalworks/domain/constants';
import { listFailedMail, resendFailedMail, resendMail } from '../../services/mail-delivery';
import { callerOf } from '../middleware/auth';
import { staffRoute } from '../staff-routes';
import { pageRequest, param } from '../params';

/** The admins' Failed mail section: the mails that failed for good, and their resend. */
export const mailRouter = Router();

staffRoute(mailRouter, 'GET /mail/failed', async (req, res) => {
  res.json(await listFailedMail(pageRequest(req).limit));
});

/** Resends every failed mail; answers how many were sent, retried, failed again or skipped. */
staffRoute(mailRouter, 'POST /mail/resend-failed', async (req, res) => {
  res.json(await resendFailedMail(callerOf(req), API_TIMEOUT_SECONDS));
});

/** Resends one failed mail (404 unknown, 409 not failed); answers its outcome. */
staffRoute(mailRouter, 'POST /mail/:id/resend', async (req, res) => {
  res.json({ outcome: await resendMail(param(req, 'id'), callerOf(req)) });
});
