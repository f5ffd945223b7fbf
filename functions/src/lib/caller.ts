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
  token: string;
}

/** The caller as a timeline actor: uid and role. */
export const actorOf = (caller: Caller): TimelineActor => ({
  uid: caller.uid,
  role: caller.admin ? 'admin' : 'customer',
});
