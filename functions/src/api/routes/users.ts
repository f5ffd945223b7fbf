import { Router } from 'express';
import { API_ERROR } from '@pedalworks/domain/messages';
import { ensureUser, isAdminEmail } from '../../services/users';
import { HttpError } from '../errors';
import { param } from '../params';
import { callerOf, requireCaller } from '../middleware/auth';

export const usersRouter = Router();

/**
 * Called after every sign-in and sign-up. Records the user and answers `{ token }`: the verified
 * Firebase ID token, which the web app keeps as accessToken and replaces whenever Firebase
 * refreshes it (ID tokens live one hour).
 */
usersRouter.put('/user/:email', requireCaller, async (req, res) => {
  const caller = callerOf(req);
  if (param(req, 'email').toLowerCase() !== caller.email) {
    throw new HttpError(403, API_ERROR.forbidden);
  }
  await ensureUser(caller);
  res.json({ token: caller.token });
});

/** Whether a user is an admin: the custom claim, from the caller's own verified token. */
usersRouter.get('/admin/:email', requireCaller, async (req, res) => {
  const caller = callerOf(req);
  const email = param(req, 'email').toLowerCase();
  if (email === caller.email) {
    res.json({ admin: caller.admin });
    return;
  }
  if (!caller.admin) throw new HttpError(403, API_ERROR.forbidden);
  res.json({ admin: await isAdminEmail(email) });
});
