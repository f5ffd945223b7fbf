import {
  limit,
  query,
  queryEqual,
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
  // Until the snapshot shown is one of this page's query, the page is loading: after Next, the
  // deferred value is still the previous page's, and a second click must not take its last
  // document as the cursor again (the label would then be a page ahead of the rows).
  const shown = data && queryEqual(data.query, page) ? data : undefined;
  // The same items for the same snapshot: a memoised row does not render again when the list
  // re-renders with the old snapshot (a new snapshot still gives every row a new item).
  const docs = useMemo(() => shown?.docs.slice(0, pageSize) ?? [], [shown, pageSize]);
  const items = useMemo(() => docs.map(withId), [docs]);
  const hasNext = (shown?.docs.length ?? 0) > pageSize;
  const failed = status === 'error';
  return {
    loading: !failed && !shown,
    failed,
    snapshot: shown,
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
