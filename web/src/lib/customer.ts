import type { User as FirebaseUser } from 'firebase/auth';
import { accountName } from '@pedalworks/domain/accounts';
import type { Customer } from '@pedalworks/domain/types';

/** The user as orders and reviews name them: the account's display name, as the rules do. */
export function customerOf(user: FirebaseUser): Customer {
  return { uid: user.uid, email: user.email ?? '', name: accountName(user.displayName) };
}
