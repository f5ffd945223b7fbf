import { COLLECTIONS } from '@pedalworks/domain/constants';
import type { Caller } from '../api/middleware/auth';
import { auth, db } from '../lib/admin';

const users = () => db().collection(COLLECTIONS.users);

/** Creates the caller's profile on first sign-in; later calls leave it as it is. Idempotent. */
export async function ensureUser(caller: Caller): Promise<void> {
  const ref = users().doc(caller.uid);
  await db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (snapshot.exists) return;
    transaction.create(ref, {
      name: caller.name,
      email: caller.email,
      role: null,
      education: '',
      linkedin: '',
      phone: '',
      city: '',
      district: '',
    });
  });
}

export async function isAdminEmail(email: string): Promise<boolean> {
  const user = await auth()
    .getUserByEmail(email)
    .catch(() => undefined);
  return user?.customClaims?.admin === true;
}
