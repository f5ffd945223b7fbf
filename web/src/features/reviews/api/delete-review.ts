import { doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { commitWrites, type Write } from '@/lib/writes';

/** The public review and its author's copy go in one batch, as the rules require. */
export const reviewDeletion = (firestore: Firestore, id: string): Write[] => [
  { kind: 'delete', ref: doc(firestore, COLLECTIONS.reviews, id) },
  { kind: 'delete', ref: doc(firestore, COLLECTIONS.reviewAuthors, id) },
];

export const deleteReview = (firestore: Firestore, id: string) =>
  commitWrites(firestore, reviewDeletion(firestore, id));
