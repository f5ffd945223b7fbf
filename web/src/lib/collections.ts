import {
  collection,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import type { Order, Review, ReviewAuthor, Tool, User } from '@pedalworks/domain/types';

interface Documents {
  tools: Tool;
  orders: Order;
  reviews: Review;
  reviewAuthors: ReviewAuthor;
  users: User;
}

/** A typed reference to one of the shop's collections. */
export function typedCollection<K extends keyof Documents>(firestore: Firestore, name: K) {
  return collection(firestore, COLLECTIONS[name]) as CollectionReference<Documents[K]>;
}

/** A document as the app shows it: its fields and its id as `_id`, as the REST API answers. */
export function withId<T extends DocumentData>(snapshot: QueryDocumentSnapshot<T>) {
  return { ...snapshot.data(), _id: snapshot.id };
}
