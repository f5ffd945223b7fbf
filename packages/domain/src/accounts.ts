import { UNNAMED_CUSTOMER } from './constants';

/** The token's name, never the client's text; firestore.rules' accountName() does the same. */
export function accountName(displayName: unknown): string {
  return typeof displayName === 'string' && displayName.trim().length > 0
    ? displayName
    : UNNAMED_CUSTOMER;
}
