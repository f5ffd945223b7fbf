import type { User as FirebaseUser } from 'firebase/auth';
import type { Customer } from '@pedalworks/domain/types';

/** The signed-in user as orders and reviews name them. */
export function customerOf(user: FirebaseUser): Customer {
  return { uid: user.uid, email: user.email ?? '', name: user.displayName ?? user.email ?? '' };
}
