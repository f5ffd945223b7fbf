import type { DecodedIdToken } from 'firebase-admin/auth';
import { accountName } from '@pedalworks/domain/accounts';
import { roleOfClaims, type Role } from '@pedalworks/domain/roles';
import type { TimelineActor } from '@pedalworks/domain/timeline';

/** The verified caller of a request, as the services act for it. */
export interface Caller {
  uid: string;
  email: string;
  /** The account's display name (accountName): orders and reviews carry it. */
  name: string;
  /** The staff role of the verified token's claims (roleOfClaims), or 'customer'. */
  role: Role;
  /** The role is admin. */
  admin: boolean;
  /** Whether the account's e-mail address is verified (the token's email_verified). */
  emailVerified: boolean;
  /** It stands for the account: never log it, never send it to anyone but its owner. */
  token: string;
}

/** The caller as a timeline actor: its customer sees any staff member as the shop's admin. */
export const actorOf = (caller: Caller): TimelineActor => ({
  uid: caller.uid,
  role: caller.role === 'customer' ? 'customer' : 'admin',
});

/** Null for an account without an e-mail address, which the shop refuses. */
export function callerFromToken(decoded: DecodedIdToken, credential: string): Caller | null {
  if (!decoded.email) return null;
  return {
    uid: decoded.uid,
    email: decoded.email.toLowerCase(),
    name: accountName(decoded.name),
    role: roleOfClaims(decoded),
    admin: roleOfClaims(decoded) === 'admin',
    emailVerified: decoded.email_verified === true,
    token: credential,
  };
}
