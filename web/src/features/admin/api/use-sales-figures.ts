import {
  collection,
  doc,
  documentId,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import {
  LOW_STOCK_LIST_LIMIT,
  SALES_DAYS,
  SALES_DOC,
  bestSellers,
  monthKey,
  ordersByStatus,
  salesDays,
  type SalesDay,
  type SalesFigures,
} from '@pedalworks/domain/sales';
import { typedCollection } from '@/lib/collections';
import { firestore } from '@/lib/firestore';

/**
 * The admins' figures, live, in a fixed handful of reads whatever the shop's size: the running
 * document (orders by state), this month's (best sellers), the last SALES_DAYS days that had a
 * sale (one query by id range) and the low-stock tools (flagged by the server, lowest first).
 */
export function useSalesFigures(today: Date) {
  const days = useMemo(() => salesDays(today), [today]);
  const refs = useMemo(() => {
    const sales = collection(firestore, COLLECTIONS.sales);
    return {
      running: doc(sales, SALES_DOC.orders),
      month: doc(sales, SALES_DOC.month(monthKey(today))),
      days: query(
        sales,
        where(documentId(), '>=', SALES_DOC.day(days[0]!)),
        where(documentId(), '<=', SALES_DOC.day(days.at(-1)!)),
        limit(SALES_DAYS),
      ),
      lowStock: query(
        typedCollection(firestore, 'tools'),
        where('lowStock', '==', true),
        orderBy('availableQuantity'),
        limit(LOW_STOCK_LIST_LIMIT),
      ),
    };
  }, [today, days]);
  const running = useFirestoreDocData(refs.running);
  const month = useFirestoreDocData(refs.month);
  const dayDocs = useFirestoreCollectionData(refs.days);
  const lowStock = useFirestoreCollectionData(refs.lowStock, { idField: '_id' });
  const statuses = [running, month, dayDocs, lowStock].map((result) => result.status);
  const byDay = new Map(
    ((dayDocs.data ?? []) as DocumentData[]).map((day) => [day.day as string, day as SalesDay]),
  );
  return {
    loading: statuses.includes('loading'),
    failed: statuses.includes('error'),
    days: days.map(
      (day): SalesDay =>
        byDay.get(day) ?? { day, paidOrders: 0, revenueCents: 0, refundedCents: 0 },
    ),
    byStatus: ordersByStatus((running.data as Partial<SalesFigures> | undefined)?.byStatus),
    bestSellers: bestSellers(
      (month.data as { tools?: SalesFigures['months'][string] } | undefined)?.tools,
    ),
    lowStock: lowStock.data ?? [],
  };
}
