import { UNNAMED_CUSTOMER } from './constants';

/**
 * The name an order or a review carries: the account's display name (the ID token's `name`),
 * never text the client chose; an account without one is UNNAMED_CUSTOMER. (A name over
 * TEXT_FIELD_MAX_LENGTH is kept, and the rules refuse the write.)
 * firestore.rules (accountName()) computes the same from request.auth.token.
 */
export function accountName(displayName: unknown): string {
  return typeof displayName === 'string' && displayName.trim().length > 0
    ? displayName
    : UNNAMED_CUSTOMER;
}
