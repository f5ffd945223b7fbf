import type {
  CollectionReference,
  DocumentSnapshot,
  Query,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { HttpError } from '../lib/errors';
import type { PageRequest } from '../lib/page';

/** A document as the API answers it: `_id` plus its fields, timestamps as ISO strings. */
export function toDocument<T>(snapshot: DocumentSnapshot): T {
  return asDocument<T>(snapshot.id, snapshot.data() ?? {});
}

/** A document's fields as the API answers them (Timestamps as ISO strings), with its `_id`. */
export function asDocument<T>(id: string, data: object): T {
  const fields = Object.entries(data).map(([key, value]) => [
    key,
    value instanceof Timestamp ? value.toDate().toISOString() : value,
  ]);
  return { ...Object.fromEntries(fields), _id: id } as T;
}

/** The snapshot of an existing document, or a 404. */
export function existing<T extends DocumentSnapshot>(snapshot: T): T {
  if (!snapshot.exists) throw new HttpError(404, API_ERROR.notFound);
  return snapshot;
}

/**
 * A cursor outside this very query (another customer's order) gets the same 400 as an unknown
 * id, so that a cursor tells nothing about other lists.
 */
export async function page(
  collection: CollectionReference,
  query: Query,
  { limit, after }: PageRequest,
  orderedBy?: string,
): Promise<QueryDocumentSnapshot[]> {
  if (after === undefined) return (await query.limit(limit).get()).docs;
  const invalid = new HttpError(400, API_ERROR.invalidCursor);
  const cursor = await collection.doc(after).get();
  if (!cursor.exists || (orderedBy !== undefined && cursor.get(orderedBy) === undefined)) {
    throw invalid;
  }
  // The query from the cursor on: its first document is the cursor only if the query holds it.
  let fromCursor: Query;
  try {
    fromCursor = query.startAt(cursor);
  } catch {
    throw invalid; // the cursor lacks a field the query orders by
  }
  // A failed read is no bad cursor: it goes on to the API's 503 (try again).
  const { docs } = await fromCursor.limit(limit + 1).get();
  if (docs[0]?.id !== after) throw invalid;
  return docs.slice(1);
}
