import { Router } from 'express';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { roleChangeSchema } from '@pedalworks/domain/role-schemas';
import type { Role } from '@pedalworks/domain/roles';
import { profileSchema } from '@pedalworks/domain/schemas';
import {
  ensureUser,
  findUserByEmail,
  listUsers,
  promoteToAdmin,
  roleOfEmail,
  setRole,
  updateProfile,
} from '../../services/users';
import { HttpError } from '../../lib/errors';
import { assertRight } from '../../lib/rights';
import { emailParam, pageRequest, param } from '../params';
import { callerOf, requireCaller } from '../middleware/auth';
import { staffRoute } from '../staff-routes';
import { validBody } from '../validate';

export const usersRouter = Router();

/** After every sign-in: answers the verified ID token, which the web app keeps as accessToken. */
usersRouter.put('/user/:email', requireCaller, async (req, res) => {
  const caller = callerOf(req);
  if (emailParam(req) !== caller.email) throw new HttpError(403, API_ERROR.forbidden);
  await ensureUser(caller);
  res.json({ token: caller.token });
});

/** A user's role and whether it is admin: the caller's own from its verified token. */
usersRouter.get('/admin/:email', requireCaller, async (req, res) => {
  const caller = callerOf(req);
  const email = emailParam(req);
  if (email === caller.email) {
    res.json({ admin: caller.admin, role: caller.role });
    return;
  }
  assertRight(caller, 'readCustomers');
  const role = await roleOfEmail(email);
  res.json({ admin: role === 'admin', role });
});

staffRoute(usersRouter, 'PUT /user/admin/:email', async (req, res) => {
  res.json(await promoteToAdmin(callerOf(req), emailParam(req)));
});

/** Gives a staff role or, with 'customer', takes it away (409 for the last admin). */
staffRoute(usersRouter, 'PUT /user/role/:email', async (req, res) => {
  const { role } = await validBody(req, roleChangeSchema);
  res.json(await setRole(callerOf(req), emailParam(req), role as Role));
});

staffRoute(usersRouter, 'GET /alluser', async (req, res) => {
  res.json(await listUsers(pageRequest(req)));
});

usersRouter.get('/user/:email', requireCaller, async (req, res) => {
  res.json(await findUserByEmail(callerOf(req), emailParam(req)));
});

usersRouter.patch('/user/:id', requireCaller, async (req, res) => {
  const profile = await validBody(req, profileSchema);
  res.json(await updateProfile(callerOf(req), param(req, 'id'), profile));
});
