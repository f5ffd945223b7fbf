import type { StaffRole } from '@pedalworks/domain/roles';
import { adminAuth, adminDb, createUser, type TestUser } from '../../tests/support/emulators';

/** A new account with a staff role, its claim and profile as PUT /api/user/role sets them. */
export async function createStaff(role: StaffRole): Promise<TestUser> {
  const user = await createUser();
  await adminAuth().setCustomUserClaims(
    user.uid,
    role === 'admin' ? { admin: true, role } : { role },
  );
  await adminDb().collection('users').doc(user.uid).update({ role });
  return user;
}
