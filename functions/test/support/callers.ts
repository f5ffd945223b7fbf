import { createUser, type TestUser } from '../../../tests/support/emulators';

/** A test user signed in once: `idToken` is a fresh Firebase ID token. */
export interface SignedIn extends TestUser {
  idToken: string;
}

export async function signIn(user: Promise<TestUser>): Promise<SignedIn> {
  const created = await user;
  return { ...created, idToken: await created.token() };
}

/** The callers every route is tried as: an admin, a customer and another customer. */
export async function signedInCallers(): Promise<Record<'admin' | 'customer' | 'other', SignedIn>> {
  const [admin, customer, other] = await Promise.all([
    signIn(createUser({ admin: true })),
    signIn(createUser()),
    signIn(createUser()),
  ]);
  return { admin, customer, other };
}
