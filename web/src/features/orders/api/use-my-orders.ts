import { orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { typedCollection } from '@/lib/collections';
import { usePagedQuery, useQueryCount } from '@/lib/paged-query';

/** The signed-in customer's orders, newest first, a page at a time, live; and how many in all. */
export function useMyOrders(uid: string) {
  const firestore = useFirestore();
  const mine = useMemo(
    () =>
      query(
        typedCollection(firestore, 'orders'),
        where('uid', '==', uid),
        orderBy('createdAt', 'desc'),
      ),
    [firestore, uid],
  );
  const page = usePagedQuery(mine);
  const count = useQueryCount(mine, page.snapshot);
  return { ...page, count };
}
