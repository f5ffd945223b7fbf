import {
  limit,
  query,
  startAfter,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useDeferredValue, useMemo, useState } from 'react';
import { useFirestoreCollection } from 'reactfire';
import { PAGE_SIZE } from '@pedalworks/domain/constants';
import { withId } from './collections';

/**
 * One page of an ordered query, live, walked with Firestore cursors: a list is never read whole.
 * One document more than a page is asked for to know whether a next page exists.
 * `base` must be memoised by the caller (it keys the cursors).
 */
export function usePagedQuery<T extends { _id: string }>(base: Query<T>, pageSize = PAGE_SIZE) {
  const [pages, setPages] = useState<{ base: Query<T>; cursors: QueryDocumentSnapshot<T>[] }>({
    base,
    cursors: [],
  });
  const cursors = pages.base === base ? pages.cursors : [];
  const cursor = cursors.at(-1);
  const page = cursor
    ? query(base, startAfter(cursor), limit(pageSize + 1))
    : query(base, limit(pageSize + 1));
  // A new snapshot is deferred like the session (see useCurrentUser).
  const { status, data } = useDeferredValue(useFirestoreCollection(page));
  // The same items for the same snapshot: a memoised row does not render again when the list
  // re-renders with the old snapshot (a new snapshot still gives every row a new item).
  const docs = useMemo(() => data?.docs.slice(0, pageSize) ?? [], [data, pageSize]);
  const items = useMemo(() => docs.map(withId), [docs]);
  const hasNext = (data?.docs.length ?? 0) > pageSize;
  return {
    loading: status === 'loading',
    failed: status === 'error',
    snapshot: data,
    items,
    pageNumber: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    hasNext,
    next: () => {
      const last = docs.at(-1);
      if (hasNext && last) setPages({ base, cursors: [...cursors, last] });
    },
    previous: () => setPages({ base, cursors: cursors.slice(0, -1) }),
  };
}
