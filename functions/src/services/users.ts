import type { UserRecord } from 'firebase-admin/auth';
import { ADMIN_ROLE, COLLECTIONS } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import type { ProfileInput, User } from '@pedalworks/domain/types';
import { PROFILE_FIELDS } from '@pedalworks/domain/types';
import { HttpError } from '../lib/errors';
import type { Caller } from '../lib/caller';
import type { PageRequest } from '../lib/page';
import { auth, db, transact } from '../lib/admin';
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

/** An admin is the claim on an account whose email is verified. */
export async function isAdminEmail(email: string): Promise<boolean> {
  const user = await auth()
    .getUserByEmail(email)
    .catch(() => undefined);
  return user?.customClaims?.admin === true && user.emailVerified;
}

/** Only the account itself or an admin may see or change an account's data. */
function assertSelfOrAdmin(caller: Caller, allowed: boolean): void {
  if (!allowed && !caller.admin) throw new HttpError(403, API_ERROR.forbidden);
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

/**
 * Only a verified account: anyone can sign up with an address of the shop's domain. The claim
 * reaches the user's ID token at its next refresh (within the hour, or at once when forced).
 */
export async function promoteToAdmin(email: string): Promise<{ modifiedCount: number }> {
  const account = await accountByEmail(email.toLowerCase());
  if (!account.emailVerified) throw new HttpError(409, API_ERROR.adminNotVerified);
  const claims = account.customClaims ?? {};
  const ref = users().doc(account.uid);
  const state = accountState(account);
  // The claim first: a role the lists show as admin always has the access behind it.
  const claimChanged = claims.admin !== true;
  if (claimChanged) await auth().setCustomUserClaims(account.uid, { ...claims, admin: true });
  const roleChanged = await transact(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (snapshot.get('role') === ADMIN_ROLE) return false;
    if (snapshot.exists) transaction.update(ref, { role: ADMIN_ROLE, ...state });
    else {
      transaction.create(ref, {
        ...emptyProfile(account.displayName ?? '', account.email ?? email),
        role: ADMIN_ROLE,
        ...state,
      });
    }
    return true;
  });
  return { modifiedCount: roleChanged || claimChanged ? 1 : 0 };
}

/** Every profile, a page at a time, ordered by email. */
export async function listUsers(request: PageRequest): Promise<User[]> {
  const docs = await page(users(), users().orderBy('email'), request);
  return docs.map((doc) => toDocument<User>(doc));
}

/** A profile by its email: the account itself or an admin. */
export async function findUserByEmail(caller: Caller, email: string): Promise<User> {
  assertSelfOrAdmin(caller, email === caller.email);
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
  assertSelfOrAdmin(caller, uid === caller.uid);
  const ref = users().doc(uid);
  const fields = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field]]));
  await transact(async (transaction) => {
    existing(await transaction.get(ref));
    transaction.update(ref, fields);
  });
  return { modifiedCount: 1 };
}
