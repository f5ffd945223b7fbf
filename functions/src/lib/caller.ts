import type { DecodedIdToken } from 'firebase-admin/auth';
import { accountName } from '@pedalworks/domain/accounts';
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
   * The Firebase ID token the caller was verified by (PUT /api/user answers it back to the app):
   * it stands for the account, so never log it, never send it to anyone but its owner.
   */
  token: string;
}

/** The caller as a timeline actor: uid and role. */
export const actorOf = (caller: Caller): TimelineActor => ({
  uid: caller.uid,
  role: caller.admin ? 'admin' : 'customer',
});

/** An admin is the claim on a verified address: a claim alone (or an unverified email) is not. */
export function isVerifiedAdmin(token: { admin?: unknown; email_verified?: unknown }): boolean {
  return token.admin === true && token.email_verified === true;
}

/**
 * The caller a verified ID token speaks for (requireCaller, api/middleware/auth.ts); `credential`
 * is the token itself. Null for an account without an e-mail address, which the shop refuses.
 */
export function callerFromToken(decoded: DecodedIdToken, credential: string): Caller | null {
  if (!decoded.email) return null;
  return {
    uid: decoded.uid,
    email: decoded.email.toLowerCase(),
    name: accountName(decoded.name),
    admin: isVerifiedAdmin(decoded),
    emailVerified: decoded.email_verified === true,
    token: credential,
  };
}
