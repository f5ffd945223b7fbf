import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  ORDERS_COUNT_HEADER,
  ORDERS_VERSION_HEADER,
  PAGE_SIZE,
} from '@pedalworks/domain/constants';
import type { SpecOrder } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';
import { renderedAnswer } from '@/lib/initial-data';
import { useHeld } from '@/lib/page-hold';
import { useShownQuery } from '@/lib/react-query';
import { myOrdersPath } from './my-orders-path';
import { orderCountKey } from './order-count';

/** The data cache's key of the customer's pages of orders (each page adds its path). */
export const myOrdersKey = (uid: string) => ['my-orders', uid] as const;

export interface Page {
  path: string;
  orders: SpecOrder[];
  /** The version of the customer's orders the page is at least as new as; null: not told. */
  version: number | null;
  /** How many orders the customer has in all, counted with the page; null: not told. */
  count: number | null;
}

const numberIn = (headers: Headers, name: string) => {
  const told = headers.get(name);
  return told === null ? null : Number(told);
};

async function fetchPage(path: string): Promise<Page> {
  let version: number | null = null;
  let count: number | null = null;
  const orders = await apiFetch<SpecOrder[]>(path, {
    protected: true,
    onHeaders: (headers) => {
      version = numberIn(headers, ORDERS_VERSION_HEADER);
      count = numberIn(headers, ORDERS_COUNT_HEADER);
    },
  });
  return { path, orders, version, count };
}

/**
 * The signed-in customer's orders, newest first, a page at a time (GET /order, walked with the
 * last order's id as the cursor: a list is never read whole), and how many in all (each page
 * tells it; kept for the cart's header, useOrderCount). Live without listening to the orders:
 * Firestore watches one document, the version of the customer's orders that the server raises
 * with every change of them; a page read at an older version is asked again. So a view reads
 * the page once, not once by the API and once more by a listener, and its rows do not wait for
 * Firestore's SDK.
 */
export function useMyOrders(uid: string) {
  const client = useQueryClient();
  const [pages, setPages] = useState({ uid, cursors: [] as string[] });
  const cursors = pages.uid === uid ? pages.cursors : [];
  const path = myOrdersPath(uid, cursors.at(-1));
  const pageQuery = useQuery({
    queryKey: [...myOrdersKey(uid), path],
    queryFn: () =>
      fetchPage(path).then(
        (page) => {
          if (page.count !== null) client.setQueryData(orderCountKey(uid), page.count);
          return page;
        },
        (error: unknown) => {
          console.error('Loading your orders failed', error);
          throw error;
        },
      ),
    // The first page the server rendered for this customer, if it did: as new as its version,
    // so asked again only when the version moves, as a page read here.
    initialData: (): Page | undefined => {
      const answer = renderedAnswer<SpecOrder[]>(uid, path);
      return answer?.version !== undefined
        ? { path, orders: answer.body, version: answer.version, count: answer.count ?? null }
        : undefined;
    },
    // Fresh until the version says otherwise (the effect below), not for a moment only.
    staleTime: Infinity,
  });

  const [version, setVersion] = useState<{ uid: string; version: number }>();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let watching = true;
    void import('./order-versions').then(({ watchOrderVersion }) => {
      if (watching) stop = watchOrderVersion(uid, (told) => setVersion({ uid, version: told }));
    });
    return () => {
      watching = false;
      stop?.();
    };
  }, [uid]);
  const latest = version?.uid === uid ? version.version : null;
  const readAt = pageQuery.data?.version ?? null;
  useEffect(() => {
    if (latest === null || readAt === null || latest <= readAt) return;
    void client.invalidateQueries({ queryKey: myOrdersKey(uid) });
  }, [client, uid, latest, readAt]);

  const { loading, data } = useShownQuery(pageQuery);
  // Until this path's page is shown, the page is loading: after Next, the deferred answer is
  // still the previous page's, and a second click must not take its last order as the cursor.
  const current = data?.path === path ? data : undefined;
  // While held (a row's dialog is open), the page keeps the rows it showed.
  const { shown, hold } = useHeld(current);
  const items = useMemo(() => shown?.orders.slice(0, PAGE_SIZE) ?? [], [shown]);
  const hasNext = (shown?.orders.length ?? 0) > PAGE_SIZE;
  const failed = pageQuery.isError && !shown;
  return {
    loading: !failed && (loading || !shown),
    failed,
    items,
    pageNumber: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    hasNext,
    next: () => {
      const last = items.at(-1);
      if (hasNext && last) setPages({ uid, cursors: [...cursors, last._id] });
    },
    previous: () => setPages({ uid, cursors: cursors.slice(0, -1) }),
    hold,
  };
}
