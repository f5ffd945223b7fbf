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

/** The listeners the hook has open, as Firestore's onSnapshot keeps them. */
const listeners: { query: Query; next: (snapshot: QuerySnapshot) => void }[] = [];
// The fake documents are cursors by their email, the field the list is ordered by.
vi.mock('firebase/firestore', async (original) => {
  const actual = await original<typeof import('firebase/firestore')>();
  return {
    ...actual,
    startAfter: (doc: Doc) => actual.startAfter(doc.data().email),
    onSnapshot: (of: Query, options: unknown, next: (snapshot: QuerySnapshot) => void) => {
      // Without metadata changes, Firestore never says when the server confirms the cache.
      expect(options).toEqual({ includeMetadataChanges: true });
      const listener = { query: of, next };
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
  };
});

const firestore = getFirestore(initializeApp({ projectId: 'demo-paged' }, 'paged-query-test'));
const base = query(collection(firestore, 'users'), orderBy('email')) as Query<{ _id: string }>;
const afterFirst = startAfter({ data: () => ({ email: 'p1-1@pedalworks.test' }) } as never);
const firstPage = query(base, limit(3));
const secondPage = query(base, afterFirst, limit(3));

/**
 * Firestore answers the listeners of `of` with `count` documents named after `page`; `changed`
 * false: they are the documents of its last answer, and only the metadata changed.
 */
function answer(of: Query, page: string, count: number, fromCache = false, changed = true) {
  const docs: Doc[] = Array.from({ length: count }, (_, i) => ({
    id: `${page}-${i}`,
    data: () => ({ email: `${page}-${i}@pedalworks.test` }),
  }));
  const snapshot = {
    query: of,
    docs,
    metadata: { fromCache },
    docChanges: () => (changed ? docs : []),
  } as unknown as QuerySnapshot;
  act(() => {
    for (const listener of listeners.filter((l) => queryEqual(l.query, of))) {
      listener.next(snapshot);
    }
  });
}

beforeEach(() => {
  listeners.length = 0;
});

it("shows a page only from its own query's snapshot; Next meanwhile does nothing", () => {
  // Pages of 2: each asks for 3 documents, to know whether a next page exists.
  const { result } = renderHook(() => usePagedQuery(base, 2));
  expect(result.current).toMatchObject({ loading: true, pageNumber: 1, hasNext: false });
  answer(firstPage, 'p1', 3);
  expect(result.current).toMatchObject({ loading: false, pageNumber: 1, hasNext: true });
  expect(result.current.items.map((item) => item._id)).toEqual(['p1-0', 'p1-1']);

  // Next: until page 2's snapshot comes, no rows show and a second click does nothing (it must
  // not take page 1's last document as the cursor again).
  act(() => result.current.next());
  expect(result.current).toMatchObject({ loading: true, pageNumber: 2, hasNext: false });
  expect(result.current.items).toEqual([]);
  act(() => result.current.next());
  expect(result.current.pageNumber).toBe(2);
  // Page 1's listener is closed: only page 2's query is listened to.
  expect(listeners.map((l) => queryEqual(l.query, secondPage))).toEqual([true]);

  answer(secondPage, 'p2', 1);
  expect(result.current).toMatchObject({ loading: false, pageNumber: 2, hasNext: false });
  expect(result.current.items.map((item) => item._id)).toEqual(['p2-0']);
});

it('waits for the server when the cache has only part of a page, not when it has all of it', () => {
  const { result } = renderHook(() => usePagedQuery(base, 2));
  answer(firstPage, 'p1', 3);
  act(() => result.current.next());
  // The cache has the one document page 1's query read beyond its rows: not the last page.
  answer(secondPage, 'p1-extra', 1, true);
  expect(result.current).toMatchObject({ loading: true, pageNumber: 2, hasNext: false });
  expect(result.current.items).toEqual([]);
  answer(secondPage, 'p2', 3);
  expect(result.current).toMatchObject({ loading: false, hasNext: true });
  expect(result.current.items.map((item) => item._id)).toEqual(['p2-0', 'p2-1']);

  // The server confirming the cache's documents unchanged is a snapshot too (metadata only).
  act(() => result.current.previous());
  answer(firstPage, 'p1', 1, true);
  expect(result.current.loading).toBe(true);
  answer(firstPage, 'p1', 1, false, false);
  expect(result.current).toMatchObject({ loading: false, hasNext: false });
  expect(result.current.items.map((item) => item._id)).toEqual(['p1-0']);

  // A whole page and more from the cache shows at once; the server corrects it if need be.
  answer(firstPage, 'p1', 3, true);
  expect(result.current).toMatchObject({ loading: false, hasNext: true });
});

it('keeps the snapshot when only a write of this client was acknowledged', () => {
  const { result } = renderHook(() => usePagedQuery(base, 2));
  answer(firstPage, 'p1', 3);
  const shown = result.current.snapshot;
  const { items } = result.current;
  // Same documents, still from the server: nothing for the list to show, nor to count again.
  answer(firstPage, 'p1', 3, false, false);
  expect(result.current.snapshot).toBe(shown);
  expect(result.current.items).toBe(items);
  answer(firstPage, 'p1', 2);
  expect(result.current.snapshot).not.toBe(shown);
  expect(result.current).toMatchObject({ loading: false, hasNext: false });
});

it('holds the rows it shows while held (a dialog of a row is open), then shows the newest', () => {
  const { result } = renderHook(() => usePagedQuery(base, 2));
  answer(firstPage, 'p1', 3);
  const { items } = result.current;
  let release = () => {};
  act(() => {
    release = result.current.hold();
  });
  // A new document pushes the second row to the next page: the held page still shows it.
  answer(firstPage, 'new', 3);
  expect(result.current.items).toBe(items);
  // Two holds: the page moves once both are let go, once only.
  let second = () => {};
  act(() => {
    second = result.current.hold();
  });
  act(() => release());
  act(() => release());
  expect(result.current.items).toBe(items);
  act(() => second());
  expect(result.current.items.map((item) => item._id)).toEqual(['new-0', 'new-1']);
});
