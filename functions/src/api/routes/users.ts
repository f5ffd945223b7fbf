import { Router } from 'express';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { profileSchema } from '@pedalworks/domain/schemas';
import {
  ensureUser,
  findUserByEmail,
  isAdminEmail,
  listUsers,
  promoteToAdmin,
  updateProfile,
} from '../../services/users';
import { HttpError } from '../../lib/errors';
import { emailParam, pageRequest, param } from '../params';
import { callerOf, requireAdmin, requireCaller } from '../middleware/auth';
import { validBody } from '../validate';

export const usersRouter = Router();

/** After every sign-in: answers the verified ID token, which the web app keeps as accessToken. */
usersRouter.put('/user/:email', requireCaller, async (req, res) => {
  const caller = callerOf(req);
  if (emailParam(req) !== caller.email) throw new HttpError(403, API_ERROR.forbidden);
  await ensureUser(caller);
  res.json({ token: caller.token });
});

/** Whether a user is an admin: the custom claim, from the caller's own verified token. */
usersRouter.get('/admin/:email', requireCaller, async (req, res) => {
  const caller = callerOf(req);
  const email = emailParam(req);
  if (email === caller.email) {
    res.json({ admin: caller.admin });
    return;
  }
  if (!caller.admin) throw new HttpError(403, API_ERROR.forbidden);
  res.json({ admin: await isAdminEmail(email) });
});

usersRouter.put('/user/admin/:email', requireCaller, requireAdmin, async (req, res) => {
  res.json(await promoteToAdmin(emailParam(req)));
});

usersRouter.get('/alluser', requireCaller, requireAdmin, async (req, res) => {
  res.json(await listUsers(pageRequest(req)));
});

usersRouter.get('/user/:email', requireCaller, async (req, res) => {
  res.json(await findUserByEmail(callerOf(req), emailParam(req)));
});

usersRouter.patch('/user/:id', requireCaller, async (req, res) => {
  const profile = await validBody(req, profileSchema);
  res.json(await updateProfile(callerOf(req), param(req, 'id'), profile));
});
