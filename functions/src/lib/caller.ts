import type { DecodedIdToken } from 'firebase-admin/auth';
import { accountName } from '@pedalworks/domain/accounts';
import type { TimelineActor } from '@pedalworks/domain/timeline';

/** The verified caller of a request, as the services act for it. */
export interface Caller {
  uid: string;
  email: string;
  /** The account's display name (accountName): orders and reviews carry it. */
  name: string;
  /** The custom claim `admin: true` on an account whose email is verified. */
  admin: boolean;
  /** Whether the account's e-mail address is verified (the token's email_verified). */
  emailVerified: boolean;
  /** It stands for the account: never log it, never send it to anyone but its owner. */
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

/** Null for an account without an e-mail address, which the shop refuses. */
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
