import type { UserRecord } from 'firebase-admin/auth';
import { ADMIN_ROLE, COLLECTIONS } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import type { ProfileInput, User } from '@pedalworks/domain/types';
import { PROFILE_FIELDS } from '@pedalworks/domain/types';
import { ROLE_TEXT, roleOfClaims, type Right, type Role } from '@pedalworks/domain/roles';
import { assertRight } from '../lib/rights';
import { HttpError } from '../lib/errors';
import type { Caller } from '../lib/caller';
import type { PageRequest } from '../lib/page';
import { auth, db, transact } from '../lib/admin';
import { recordStaffChange } from './audit';
import { existing, page, toDocument } from './documents';

const users = () => db().collection(COLLECTIONS.users);

const emptyProfile = (name: string, email: string) => ({
  name,
  email,
  role: null as string | null,
  education: '',
  linkedin: '',
  phone: '',
  city: '',
  district: '',
});

/** What All Users shows of an account besides its profile: verified or not, how it signs in. */
function accountState(account: UserRecord) {
  return {
    emailVerified: account.emailVerified,
    providers: account.providerData.map((provider) => provider.providerId).sort(),
  };
}

/** Idempotent: every sign-in keeps All Users' verified state and providers true. */
export async function ensureUser(caller: Caller): Promise<void> {
  const ref = users().doc(caller.uid);
  const state = accountState(await auth().getUser(caller.uid));
  await transact(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) {
      transaction.create(ref, { ...emptyProfile(caller.name, caller.email), ...state });
      return;
    }
    const stored = {
      emailVerified: snapshot.get('emailVerified'),
      providers: snapshot.get('providers'),
    };
    if (JSON.stringify(stored) !== JSON.stringify(state)) transaction.update(ref, state);
  });
}

/** Only the account itself or a role with `right` may see or change an account's data. */
function assertSelfOr(caller: Caller, allowed: boolean, right: Right): void {
  if (!allowed) assertRight(caller, right);
}

async function accountByEmail(email: string): Promise<UserRecord> {
  return auth()
    .getUserByEmail(email)
    .catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found' || error.code === 'auth/invalid-email') {
        throw new HttpError(404, API_ERROR.unknownEmail);
      }
      throw error;
    });
}

/** The custom claims of a role: the admin keeps `admin: true`, which older tokens and pages read. */
function claimsOf(claims: Record<string, unknown>, role: Role): Record<string, unknown> {
  const others = { ...claims };
  delete others.admin;
  delete others.role;
  if (role === 'customer') return others;
  return role === 'admin' ? { ...others, admin: true, role } : { ...others, role };
}

/**
 * Gives an account a staff role, or takes it away ('customer'). The profile's role, the last-admin
 * check and the audit entry go in one transaction; the claim follows, so a call repeated after a
 * failure sets a claim left behind. A staff role taken away or changed revokes the account's
 * refresh tokens: the API, which checks revocation for staff tokens, refuses the old token at once.
 */
export async function setRole(
  caller: Caller,
  email: string,
  role: Role,
): Promise<{ modifiedCount: number }> {
  const account = await accountByEmail(email.toLowerCase());
  if (role !== 'customer' && !account.emailVerified) {
    throw new HttpError(409, API_ERROR.adminNotVerified);
  }
  const ref = users().doc(account.uid);
  const state = accountState(account);
  const stored = role === 'customer' ? null : role;
  const profileChanged = await transact(async (transaction) => {
    const [snapshot, admins] = await Promise.all([
      transaction.get(ref),
      transaction.get(users().where('role', '==', ADMIN_ROLE).limit(2)),
    ]);
    const before = (snapshot.get('role') as string | null | undefined) ?? null;
    if (before === stored) return false;
    if (before === ADMIN_ROLE && admins.docs.every((doc) => doc.id === account.uid)) {
      throw new HttpError(409, ROLE_TEXT.lastAdmin);
    }
    if (snapshot.exists) transaction.update(ref, { role: stored, ...state });
    else {
      transaction.create(ref, {
        ...emptyProfile(account.displayName ?? '', account.email ?? email),
        role: stored,
        ...state,
      });
    }
    recordStaffChange(transaction, caller, {
      action: 'role.set',
      target: ref,
      before: { role: before },
      after: { role: stored },
    });
    return true;
  });
  const claims = account.customClaims ?? {};
  const claimed = roleOfClaims({ ...claims, email_verified: account.emailVerified });
  const wanted = claimsOf(claims, role);
  const claimChanged = JSON.stringify(wanted) !== JSON.stringify(claims);
  // Revoked first: should setting the claim fail, a repeated call still finds the old role.
  if (claimed !== 'customer' && claimed !== role) await auth().revokeRefreshTokens(account.uid);
  if (claimChanged) await auth().setCustomUserClaims(account.uid, wanted);
  return { modifiedCount: profileChanged || claimChanged ? 1 : 0 };
}

/** The spec's Make admin: setRole's 'admin'. */
export const promoteToAdmin = (caller: Caller, email: string) => setRole(caller, email, 'admin');

/** An account's role as its claims say (roleOfClaims); 'customer' for an unknown address. */
export async function roleOfEmail(email: string): Promise<Role> {
  const user = await auth()
    .getUserByEmail(email)
    .catch(() => undefined);
  return user
    ? roleOfClaims({ ...user.customClaims, email_verified: user.emailVerified })
    : 'customer';
}

/** Every profile, a page at a time, ordered by email. */
export async function listUsers(request: PageRequest): Promise<User[]> {
  const docs = await page(users(), users().orderBy('email'), request);
  return docs.map((doc) => toDocument<User>(doc));
}

/** A profile by its email: the account itself or a role that reads customers. */
export async function findUserByEmail(caller: Caller, email: string): Promise<User> {
  assertSelfOr(caller, email === caller.email, 'readCustomers');
  const snapshot = await users().where('email', '==', email).limit(1).get();
  const doc = snapshot.docs[0];
  if (doc) return toDocument<User>(doc);
  if (email !== caller.email) throw new HttpError(404, API_ERROR.notFound);
  // A sign-in whose PUT /user was cut off made no profile: the owner's first read makes it.
  await ensureUser(caller);
  return toDocument<User>(await users().doc(caller.uid).get());
}

/** Writes the six profile fields only: never the email or the role. The account or an admin. */
export async function updateProfile(
  caller: Caller,
  uid: string,
  profile: ProfileInput,
): Promise<{ modifiedCount: number }> {
  assertSelfOr(caller, uid === caller.uid, 'editCustomers');
  const ref = users().doc(uid);
  const fields = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field]]));
  await transact(async (transaction) => {
    existing(await transaction.get(ref));
    transaction.update(ref, fields);
  });
  return { modifiedCount: 1 };
}
