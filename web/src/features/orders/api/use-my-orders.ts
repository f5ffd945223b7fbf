import { getCountFromServer, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { typedCollection } from '@/lib/collections';
import { firestore } from '@/lib/firestore';
import { usePagedQuery } from '@/lib/paged-query';

/** The customer's orders (theirs alone, by the rules). */
const ordersOf = (uid: string) =>
  query(typedCollection(firestore, 'orders'), where('uid', '==', uid));

/** Firestore's count() (one read), again whenever the shown page changes; null until counted. */
function useOrderCount(uid: string, shown: unknown): number | null {
  const [counted, setCounted] = useState<{ uid: string; count: number }>();
  useEffect(() => {
    if (!shown) return;
    let current = true;
    getCountFromServer(ordersOf(uid)).then(
      (aggregate) => current && setCounted({ uid, count: aggregate.data().count }),
      (error: unknown) => console.error('Counting your orders failed', error),
    );
    return () => {
      current = false;
    };
  }, [uid, shown]);
  return counted?.uid === uid ? counted.count : null;
}

/** The customer's orders, newest first, a page at a time, live, and how many in all. */
export function useMyOrders(uid: string) {
  const newestFirst = useMemo(() => query(ordersOf(uid), orderBy('createdAt', 'desc')), [uid]);
  const page = usePagedQuery(newestFirst);
  return { ...page, count: useOrderCount(uid, page.snapshot) };
}
