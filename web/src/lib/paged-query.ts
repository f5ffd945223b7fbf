import {
  limit,
  query,
  startAfter,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useDeferredValue, useMemo, useState } from 'react';
import { PAGE_SIZE } from '@pedalworks/domain/constants';
import { withId } from './collections';
import { useLive } from './live';
import { useHeld } from './page-hold';

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
  const page = useMemo(
    () =>
      cursor
        ? query(base, startAfter(cursor), limit(pageSize + 1))
        : query(base, limit(pageSize + 1)),
    [base, cursor, pageSize],
  );
  // A new snapshot is deferred like the session (see useCurrentUser).
  const deferred = useDeferredValue(useLive(page));
  const live = deferred.source === page ? deferred : undefined;
  const own = live?.snapshot;
  // Until a snapshot of this page's query is shown, the page is loading: after Next, the
  // deferred value is still the previous page's, and a second click must not take its last
  // document as the cursor again (the label would then be a page ahead of the rows). Nor is a
  // page shown from the cache alone unless the cache has all of it: the cache holds what other
  // pages' queries read (the previous page's extra document), so it would show a next page as
  // the last one, with a row or two, until the server answers.
  const current = own && (!own.metadata.fromCache || own.docs.length > pageSize) ? own : undefined;
  // While held (a row's dialog is open), the page keeps the snapshot it showed.
  const { shown, hold } = useHeld(current);
  // The same items for the same snapshot: a memoised row does not render again when the list
  // re-renders with the old snapshot (a new snapshot still gives every row a new item).
  const docs = useMemo(() => shown?.docs.slice(0, pageSize) ?? [], [shown, pageSize]);
  const items = useMemo(() => docs.map(withId), [docs]);
  const hasNext = (shown?.docs.length ?? 0) > pageSize;
  const failed = live?.failed === true;
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
    hold,
  };
}
