import { Router } from 'express';
import { API_TIMEOUT_SECONDS } from '@pedalworks/domain/constants';
import { listFailedMail, resendFailedMail, resendMail } from '../../services/mail-delivery';
import { callerOf, requireAdmin, requireCaller } from '../middleware/auth';
import { pageRequest, param } from '../params';

/** The admins' Failed mail section: the mails that failed for good, and their resend. */
export const mailRouter = Router();

mailRouter.get('/mail/failed', requireCaller, requireAdmin, async (req, res) => {
  res.json(await listFailedMail(pageRequest(req).limit));
});

/** Resends every failed mail; answers how many were sent, retried, failed again or skipped. */
mailRouter.post('/mail/resend-failed', requireCaller, requireAdmin, async (req, res) => {
  res.json(await resendFailedMail(callerOf(req).uid, API_TIMEOUT_SECONDS));
});

/** Resends one failed mail (404 unknown, 409 not failed); answers its outcome. */
mailRouter.post('/mail/:id/resend', requireCaller, requireAdmin, async (req, res) => {
  res.json({ outcome: await resendMail(param(req, 'id'), callerOf(req).uid) });
});
