import { act, renderHook } from '@testing-library/react';
import { initializeApp } from 'firebase/app';
import {
  collection,
  getFirestore,
  limit,
  orderBy,
  query,
  queryEqual,
  startAfter,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { beforeEach, expect, it, vi } from 'vitest';
import { usePagedQuery } from './paged-query';

interface Doc {
  id: string;
  data: () => { email: string };
}

/**
 * reactfire stands in for Firestore: it answers each query with the snapshot the test gave for
 * it; any other query gets `stale`, as the deferred value gives the last page's snapshot while
 * the next page renders.
 */
const answers: QuerySnapshot[] = [];
let stale: QuerySnapshot | undefined;
vi.mock('reactfire', () => ({
  useFirestoreCollection: (asked: Query) => {
    const data = answers.find((answer) => queryEqual(answer.query, asked)) ?? stale;
    return data ? { status: 'success', data } : { status: 'loading' };
  },
}));
// The fake documents are cursors by their email, the field the list is ordered by.
vi.mock('firebase/firestore', async (original) => {
  const actual = await original<typeof import('firebase/firestore')>();
  return { ...actual, startAfter: (doc: Doc) => actual.startAfter(doc.data().email) };
});

const firestore = getFirestore(initializeApp({ projectId: 'demo-paged' }, 'paged-query-test'));
const base = query(collection(firestore, 'users'), orderBy('email')) as Query<{ _id: string }>;

/** Firestore's snapshot of `of`: `count` documents named after `page`. */
function snapshot(of: Query, page: string, count: number): QuerySnapshot {
  const docs: Doc[] = Array.from({ length: count }, (_, i) => ({
    id: `${page}-${i}`,
    data: () => ({ email: `${page}-${i}@pedalworks.test` }),
  }));
  return { query: of, docs } as unknown as QuerySnapshot;
}

beforeEach(() => {
  answers.length = 0;
  stale = undefined;
});

it("shows a page only from its own query's snapshot; Next meanwhile does nothing", () => {
  // Pages of 2: each asks for 3 documents, to know whether a next page exists.
  const first = snapshot(query(base, limit(3)), 'p1', 3);
  answers.push(first);
  const { result } = renderHook(() => usePagedQuery(base, 2));
  expect(result.current).toMatchObject({ loading: false, pageNumber: 1, hasNext: true });
  expect(result.current.items.map((item) => item._id)).toEqual(['p1-0', 'p1-1']);

  // Next: until page 2's snapshot comes, the one shown is still page 1's.
  stale = first;
  act(() => result.current.next());
  expect(result.current).toMatchObject({ loading: true, pageNumber: 2, hasNext: false });
  expect(result.current.items).toEqual([]);
  // A second click meanwhile must not take page 1's last document as the cursor again.
  act(() => result.current.next());
  expect(result.current.pageNumber).toBe(2);

  const afterFirst = startAfter({ data: () => ({ email: 'p1-1@pedalworks.test' }) } as never);
  answers.push(snapshot(query(base, afterFirst, limit(3)), 'p2', 1));
  act(() => result.current.previous());
  act(() => result.current.next());
  expect(result.current).toMatchObject({ loading: false, pageNumber: 2, hasNext: false });
  expect(result.current.items.map((item) => item._id)).toEqual(['p2-0']);
});
