import type { TimelineActor } from '@pedalworks/domain/timeline';

/** The verified caller of a request, as the services act for it. */
export interface Caller {
  uid: string;
  email: string;
  /** The account's display name (accountName of the token's `name`): orders and reviews carry it. */
  name: string;
  /** The custom claim `admin: true` on an account whose email is verified. */
  admin: boolean;
  /** Whether the account's e-mail address is verified (the token's email_verified). */
  emailVerified: boolean;
  /**
   * The credential the caller was verified by: the Firebase ID token of an API request
   * (requireCaller; PUT /api/user answers it back to the app), or the session cookie of a page
   * the server renders (sessionCaller). Either stands for the account: never log it, never send
   * it to anyone but its owner.
   */
  token: string;
}

/** The caller as a timeline actor: uid and role. */
export const actorOf = (caller: Caller): TimelineActor => ({
  uid: caller.uid,
  role: caller.admin ? 'admin' : 'customer',
});
