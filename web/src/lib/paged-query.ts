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

/** One live page by Firestore cursors, one document more telling if a next page exists. */
// `base` must be memoised by the caller: it keys the cursors.
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
  // Loading until this page's own snapshot shows: after Next the deferred value is the previous
  // page's, whose cursor a second click must not take again; and the cache may hold only a row
  // or two of a page (the previous page's extra document), which would look like the last page.
  const current = own && (!own.metadata.fromCache || own.docs.length > pageSize) ? own : undefined;
  // While held (a row's dialog is open), the page keeps the snapshot it showed.
  const { shown, hold } = useHeld(current);
  // The same items for the same snapshot, so memoised rows skip a re-render with the old one.
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
