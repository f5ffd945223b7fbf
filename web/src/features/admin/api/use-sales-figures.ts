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
  SALES_SHARDS,
  SALES_SHARDS_SUBCOLLECTION,
  bestSellers,
  monthKey,
  ordersByStatus,
  salesDays,
  sumSalesDocs,
  type SalesDay,
} from '@pedalworks/domain/sales';
import { typedCollection } from '@/lib/collections';
import { firestore } from '@/lib/firestore';

/** The months SALES_DAYS days touch: two, or three when February is among them. */
const MONTH_SLOTS = 3;

/**
 * The admins' figures, live, in a fixed number of reads whatever the shop's size (at most 82
 * documents): the SALES_SHARDS shards of the running counter (orders by state) and of each
 * month the last SALES_DAYS days touch (at most 3: days and best sellers), the unsharded
 * counters of before (the running and this month's documents, and one query for the days) and
 * the low-stock tools (flagged by the server, lowest first). They are summed as one.
 */
export function useSalesFigures(today: Date) {
  const days = useMemo(() => salesDays(today), [today]);
  const refs = useMemo(() => {
    const sales = collection(firestore, COLLECTIONS.sales);
    const shards = (counterId: string) =>
      query(collection(sales, counterId, SALES_SHARDS_SUBCOLLECTION), limit(SALES_SHARDS));
    const months = [...new Set(days.map((day) => day.slice(0, 7)))];
    return {
      months,
      runningShards: shards(SALES_DOC.orders),
      // A constant number of hooks: the slots past the months there are repeat the last one.
      monthShards: Array.from({ length: MONTH_SLOTS }, (_, index) =>
        shards(SALES_DOC.month(months[Math.min(index, months.length - 1)]!)),
      ),
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
  const runningShards = useFirestoreCollectionData(refs.runningShards);
  const monthShards = [
    useFirestoreCollectionData(refs.monthShards[0]!),
    useFirestoreCollectionData(refs.monthShards[1]!),
    useFirestoreCollectionData(refs.monthShards[2]!),
  ].slice(0, refs.months.length);
  const running = useFirestoreDocData(refs.running);
  const month = useFirestoreDocData(refs.month);
  const dayDocs = useFirestoreCollectionData(refs.days);
  const lowStock = useFirestoreCollectionData(refs.lowStock, { idField: '_id' });
  const results = [runningShards, ...monthShards, running, month, dayDocs, lowStock];
  const statuses = results.map((result) => result.status);
  const figures = sumSalesDocs([
    ...[runningShards, ...monthShards, dayDocs].flatMap(
      (result) => (result.data ?? []) as DocumentData[],
    ),
    running.data,
    month.data,
  ]);
  return {
    loading: statuses.includes('loading'),
    failed: statuses.includes('error'),
    days: days.map((day): SalesDay => ({
      day,
      ...(figures.days[day] ?? { paidOrders: 0, revenueCents: 0, refundedCents: 0 }),
    })),
    byStatus: ordersByStatus(figures.byStatus),
    bestSellers: bestSellers(figures.months[monthKey(today)]),
    lowStock: lowStock.data ?? [],
  };
}
