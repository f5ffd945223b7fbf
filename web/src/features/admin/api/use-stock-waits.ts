import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import {
  STOCK_WAIT_COLLECTIONS,
  WAITING_LIST_LIMIT,
  stockWaitPath,
  type StockWaitCount,
} from '@pedalworks/domain/stock-waits';
import { firestore } from '@/lib/firestore';
import { useLiveDoc, useLiveQuery } from '@/lib/live';

/** How many people wait for the tool (the server's count), live; 0 when nobody ever did. */
export function useWaitingCount(toolId: string): number {
  const ref = useMemo(() => doc(firestore, stockWaitPath(toolId)), [toolId]);
  const { data } = useLiveDoc(ref);
  return (data as Partial<StockWaitCount> | undefined)?.count ?? 0;
}

/** The tools most waited for, most first: what to restock first. */
export function useMostWaitedFor() {
  const waits = useMemo(
    () =>
      query(
        collection(firestore, STOCK_WAIT_COLLECTIONS.stockWaits),
        where('count', '>', 0),
        orderBy('count', 'desc'),
        limit(WAITING_LIST_LIMIT),
      ),
    [],
  );
  const { status, data } = useLiveQuery(waits);
  return {
    loading: status === 'loading',
    failed: status === 'error',
    tools: (data ?? []) as (StockWaitCount & { _id: string })[],
  };
}
