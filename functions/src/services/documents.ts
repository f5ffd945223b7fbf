import type {
  CollectionReference,
  DocumentSnapshot,
  Query,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { API_ERROR } from '@pedalworks/domain/messages';
import { HttpError } from '../api/errors';
import type { PageRequest } from '../api/params';

/** A document as the API answers it: `_id` plus its fields, timestamps as ISO strings. */
export function toDocument<T>(snapshot: DocumentSnapshot): T {
  const fields = Object.entries(snapshot.data() ?? {}).map(([key, value]) => [
    key,
    value instanceof Timestamp ? value.toDate().toISOString() : value,
  ]);
  return { _id: snapshot.id, ...Object.fromEntries(fields) } as T;
}

/** The snapshot of an existing document, or a 404. */
export function existing<T extends DocumentSnapshot>(snapshot: T): T {
  if (!snapshot.exists) throw new HttpError(404, API_ERROR.notFound);
  return snapshot;
}

/**
 * One page of an ordered query: at most `limit` documents after the cursor document, which
 * must exist and hold the field the query is ordered by (`orderedBy`, when not the id).
 */
export async function page(
  collection: CollectionReference,
  query: Query,
  { limit, after }: PageRequest,
  orderedBy?: string,
): Promise<QueryDocumentSnapshot[]> {
  let bounded = query;
  if (after !== undefined) {
    const cursor = await collection.doc(after).get();
    if (!cursor.exists || (orderedBy !== undefined && cursor.get(orderedBy) === undefined)) {
      throw new HttpError(400, API_ERROR.invalidCursor);
    }
    bounded = bounded.startAfter(cursor);
  }
  return (await bounded.limit(limit).get()).docs;
}
