import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCountFromServer,
  limit,
  orderBy,
  query,
  waitForPendingWrites,
  where,
} from 'firebase/firestore';
import { useEffect, useMemo } from 'react';
import { MAX_QUERY_LIMIT } from '@pedalworks/domain/constants';
import { typedCollection } from '@/lib/collections';
import { firestore } from '@/lib/firestore';
import { usePagedQuery } from '@/lib/paged-query';
import { orderCountKey } from './order-count';

/** The signed-in customer's orders, newest first, a page at a time, live; and how many in all. */
export function useMyOrders(uid: string) {
  const mine = useMemo(
    () =>
      query(
        typedCollection(firestore, 'orders'),
        where('uid', '==', uid),
        orderBy('createdAt', 'desc'),
      ),
    [uid],
  );
  const page = usePagedQuery(mine);
  // How many (up to MAX_QUERY_LIMIT, the most the rules let one query ask for), counted on the
  // server once it has the writes a snapshot may already show; counted again on every change.
  const client = useQueryClient();
  const countKey = useMemo(() => orderCountKey(uid), [uid]);
  const count = useQuery({
    queryKey: countKey,
    queryFn: async () => {
      await waitForPendingWrites(firestore);
      return (await getCountFromServer(query(mine, limit(MAX_QUERY_LIMIT)))).data().count;
    },
  });
  useEffect(() => {
    if (page.snapshot) void client.invalidateQueries({ queryKey: countKey });
  }, [client, countKey, page.snapshot]);
  return { ...page, count: count.data ?? null };
}
