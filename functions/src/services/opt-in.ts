/** The double opt-in's token (newsletter, back in stock): only its hash is ever stored. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  Timestamp,
  type DocumentReference,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { DAY_MS } from '@pedalworks/domain/constants';
import { db, transact } from '../lib/admin';
import { mailCollection } from './mail';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new token for a confirmation link, and the hash to store. */
export function newOptInToken(): { token: string; tokenHash: string } {
  const token = randomBytes(24).toString('hex');
  return { token, tokenHash: sha256(token) };
}

/** Whether `token` is the one whose hash was stored. */
export function optInTokenMatches(tokenHash: unknown, token: string): boolean {
  const expected = Buffer.from(String(tokenHash ?? ''), 'hex');
  const given = Buffer.from(sha256(token), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The token is checked first, so that a link tells a stranger nothing about who signed up; the
 * right one is true again on a second click (its hash stays for that).
 */
export function confirmOptIn(
  ref: DocumentReference,
  token: string,
  confirmedFields: Record<string, unknown> = {},
): Promise<boolean> {
  return transact(async (transaction) => {
    const optIn = (await transaction.get(ref)).data();
    if (!optIn || !optInTokenMatches(optIn.tokenHash, token)) return false;
    if (optIn.confirmed === true) return true;
    transaction.update(ref, { ...confirmedFields, confirmed: true });
    return true;
  });
}

/** Each goes with its confirmation mail, at most 400 a run. */
export async function deleteStaleOptIns(
  unconfirmed: Query,
  days: number,
  mailIdOf: (doc: QueryDocumentSnapshot) => string,
  now: Date,
): Promise<number> {
  const cutoff = Timestamp.fromMillis(now.getTime() - days * DAY_MS);
  const stale = await unconfirmed.where('createdAt', '<', cutoff).limit(400).get();
  if (stale.empty) return 0;
  const batch = db().batch();
  for (const doc of stale.docs) {
    batch.delete(doc.ref);
    batch.delete(mailCollection().doc(mailIdOf(doc)));
  }
  await batch.commit();
  return stale.size;
}
