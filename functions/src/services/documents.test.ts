import type { CollectionReference, Query } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { page } from './documents';

/** A collection whose every document exists and has every field. */
const collection = {
  doc: () => ({ get: () => Promise.resolve({ exists: true, get: () => 'value' }) }),
} as unknown as CollectionReference;

describe('a page after a cursor', () => {
  it('is refused (400) when the cursor lacks a field the query orders by', async () => {
    const query = {
      startAt: () => {
        throw new Error('Field "price" is missing in the provided DocumentSnapshot.');
      },
    } as unknown as Query;
    await expect(page(collection, query, { limit: 2, after: 'tool' })).rejects.toMatchObject({
      status: 400,
      message: API_ERROR.invalidCursor,
    });
  });

  it('passes a failed read on as it is, which the API answers with 503', async () => {
    const unavailable = Object.assign(new Error('14 UNAVAILABLE'), { code: 14 });
    const query = {
      startAt: () => ({ limit: () => ({ get: () => Promise.reject(unavailable) }) }),
    } as unknown as Query;
    await expect(page(collection, query, { limit: 2, after: 'tool' })).rejects.toBe(unavailable);
  });
});
