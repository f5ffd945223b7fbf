import {
  collection,
  documentId,
  limit,
  orderBy,
  query,
  where,
  type CollectionReference,
  type DocumentData,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import {
  LOW_STOCK_LIST_LIMIT,
  SALES_DAYS,
  SALES_DOC,
  SALES_SHARDS,
  bestSellers,
  emptyDay,
  monthKey,
  ordersByStatus,
  salesDays,
  salesIdRange,
  sumSalesDocs,
  type SalesDay,
} from '@pedalworks/domain/sales';
import { typedCollection } from '@/lib/collections';
import { firestore } from '@/lib/firestore';
import { useLiveQuery } from '@/lib/live';

/** The months SALES_DAYS days touch: two, or three when February is among them. */
const MONTHS_AT_MOST = 3;

/** The sales documents whose ids lie in [first, last], at most `count`. */
const idRange = (sales: CollectionReference, [first, last]: [string, string], count: number) =>
  query(sales, where(documentId(), '>=', first), where(documentId(), '<=', last), limit(count));

/**
 * Four bounded queries whatever the shop's size (at most 84 documents); each counter's shards
 * and its document of before are summed as one (sumSalesDocs).
 */
export function useSalesFigures(today: Date) {
  const days = useMemo(() => salesDays(today), [today]);
  const refs = useMemo(() => {
    const sales = collection(firestore, COLLECTIONS.sales);
    const counter = SALES_SHARDS + 1;
    const [firstMonth, lastMonth] = [days[0]!.slice(0, 7), days.at(-1)!.slice(0, 7)];
    return {
      running: idRange(sales, salesIdRange(SALES_DOC.orders, SALES_DOC.orders), counter),
      months: idRange(
        sales,
        salesIdRange(SALES_DOC.month(firstMonth), SALES_DOC.month(lastMonth)),
        counter * MONTHS_AT_MOST,
      ),
      days: idRange(sales, [SALES_DOC.day(days[0]!), SALES_DOC.day(days.at(-1)!)], SALES_DAYS),
      lowStock: query(
        typedCollection(firestore, 'tools'),
        where('lowStock', '==', true),
        orderBy('availableQuantity'),
        limit(LOW_STOCK_LIST_LIMIT),
      ),
    };
  }, [days]);
  const running = useLiveQuery(refs.running);
  const months = useLiveQuery(refs.months);
  const dayDocs = useLiveQuery(refs.days);
  const lowStock = useLiveQuery(refs.lowStock);
  const statuses = [running, months, dayDocs, lowStock].map((result) => result.status);
  const figures = sumSalesDocs(
    [running, months, dayDocs].flatMap((result) => (result.data ?? []) as DocumentData[]),
  );
  return {
    loading: statuses.includes('loading'),
    failed: statuses.includes('error'),
    days: days.map((day): SalesDay => ({
      day,
      ...(figures.days[day] ?? emptyDay()),
    })),
    byStatus: ordersByStatus(figures.byStatus),
    bestSellers: bestSellers(figures.months[monthKey(today)]),
    lowStock: lowStock.data ?? [],
  };
}
