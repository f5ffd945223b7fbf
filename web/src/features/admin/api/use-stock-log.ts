import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import {
  COLLECTIONS,
  STOCK_LOG_PAGE_SIZE,
  STOCK_LOG_SUBCOLLECTION,
} from '@pedalworks/domain/constants';
import type { StockLogEntry } from '@pedalworks/domain/types';
import { firestore } from '@/lib/firestore';
import { useLiveQuery } from '@/lib/live';

/** A tool's STOCK_LOG_PAGE_SIZE newest restocks, newest first, live (admins read them). */
export function useStockLog(toolId: string) {
  const log = useMemo(
    () =>
      query(
        collection(firestore, COLLECTIONS.tools, toolId, STOCK_LOG_SUBCOLLECTION),
        orderBy('at', 'desc'),
        limit(STOCK_LOG_PAGE_SIZE),
      ),
    [toolId],
  );
  const { status, data } = useLiveQuery(log);
  return { status, entries: (data ?? []) as StockLogEntry[] };
}
