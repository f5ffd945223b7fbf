import type { Request } from 'express';
import { getAppCheck } from 'firebase-admin/app-check';
import { defineBoolean } from 'firebase-functions/params';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { adminApp } from '../../lib/admin';
import { HttpError } from '../../lib/errors';

/** Off by default, locally and in tests: the emulators can not verify real App Check tokens. */
const enforceAppCheck = defineBoolean('ENFORCE_APP_CHECK', {
  default: false,
  description: 'Refuse signed-in API calls without a valid X-Firebase-AppCheck token',
});

/** Enforced, a signed-in call must carry a valid App Check token; 401 otherwise. */
export async function checkAppCheck(req: Request): Promise<void> {
  if (!enforceAppCheck.value()) return;
  const token = req.get('x-firebase-appcheck');
  if (!token) throw new HttpError(401, API_ERROR.appCheckRequired);
  await getAppCheck(adminApp())
    .verifyToken(token)
    .catch(() => {
      throw new HttpError(401, API_ERROR.appCheckRequired);
    });
}
