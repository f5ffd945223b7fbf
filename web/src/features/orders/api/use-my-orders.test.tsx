import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, expect, it, vi } from 'vitest';
import {
  ORDERS_COUNT_HEADER,
  ORDERS_VERSION_HEADER,
  PAGE_SIZE,
} from '@pedalworks/domain/constants';
import type { SpecOrder } from '@pedalworks/domain/types';
import { createQueryClient } from '@/lib/react-query';
import { myOrdersPath } from './my-orders-path';
import { orderCountKey } from './order-count';
import { useMyOrders } from './use-my-orders';

/**
 * GET /order: one pending answer per read, resolved by the test with orders, a version and a
 * count.
 */
const reads: {
  path: string;
  answer: (orders: SpecOrder[], version?: number, count?: number) => void;
}[] = [];
vi.mock('@/lib/api-client', () => ({
  apiFetch: (path: string, options: { onHeaders: (headers: Headers) => void }) =>
    new Promise((resolve) =>
      reads.push({
        path,
        answer: (orders, version, count) => {
          const headers = new Headers();
          if (version !== undefined) headers.set(ORDERS_VERSION_HEADER, String(version));
          if (count !== undefined) headers.set(ORDERS_COUNT_HEADER, String(count));
          options.onHeaders(headers);
          resolve(orders);
        },
      }),
    ),
}));
/** The version watcher's callback, as orderVersions/{uid} would call it. */
let tell: ((version: number) => void) | undefined;
vi.mock('./order-versions', () => ({
  watchOrderVersion: (_uid: string, onVersion: (version: number) => void) => {
    tell = onVersion;
    return () => (tell = undefined);
  },
}));

const orders = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ _id: `${prefix}${i}` }) as SpecOrder);

function renderMyOrders() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useMyOrders('rider'), { wrapper }), client };
}

/** Lets pending effects and answers run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  reads.length = 0;
  tell = undefined;
});

it('asks the API again when the orders change, and only then, and keeps their count', async () => {
  const { result, client } = renderMyOrders();
  const count = () => client.getQueryData(orderCountKey('rider'));
  await waitFor(() => expect(reads).toHaveLength(1));
  expect(reads[0]!.path).toBe(myOrdersPath('rider'));
  act(() => reads[0]!.answer(orders('a', 2), 4, 2));
  await waitFor(() => expect(result.current.items.map((o) => o._id)).toEqual(['a0', 'a1']));
  expect(count()).toBe(2);
  await waitFor(() => expect(tell).toBeDefined());
  // The version the page was read at: nothing to ask.
  act(() => tell!(4));
  await settle();
  expect(reads).toHaveLength(1);
  // A change: the page is asked again, and shows the new answer and count.
  act(() => tell!(5));
  await waitFor(() => expect(reads).toHaveLength(2));
  act(() => reads[1]!.answer(orders('b', 1), 5, 3));
  await waitFor(() => expect(result.current.items.map((o) => o._id)).toEqual(['b0']));
  expect(count()).toBe(3);
  expect(reads).toHaveLength(2);
});

it('asks no more when the API does not tell the version', async () => {
  const { result } = renderMyOrders();
  await waitFor(() => expect(reads).toHaveLength(1));
  act(() => reads[0]!.answer(orders('a', 1)));
  await waitFor(() => expect(result.current.items).toHaveLength(1));
  await waitFor(() => expect(tell).toBeDefined());
  act(() => tell!(9));
  await settle();
  expect(reads).toHaveLength(1);
});

it('walks the pages with the last shown order as the cursor', async () => {
  const { result } = renderMyOrders();
  await waitFor(() => expect(reads).toHaveLength(1));
  act(() => reads[0]!.answer(orders('a', PAGE_SIZE + 1), 1));
  await waitFor(() => expect(result.current.hasNext).toBe(true));
  expect(result.current.items).toHaveLength(PAGE_SIZE);
  act(() => result.current.next());
  // Loading until the next page's answer; a second click does not skip a page.
  expect(result.current.loading).toBe(true);
  act(() => result.current.next());
  await waitFor(() => expect(reads).toHaveLength(2));
  expect(reads[1]!.path).toBe(myOrdersPath('rider', `a${PAGE_SIZE - 1}`));
  act(() => reads[1]!.answer(orders('c', 1), 1));
  await waitFor(() => expect(result.current.items.map((o) => o._id)).toEqual(['c0']));
  expect(result.current).toMatchObject({ pageNumber: 2, hasPrevious: true, hasNext: false });
  expect(reads).toHaveLength(2);
});

it('keeps the rows it showed while held, and shows the newest once let go', async () => {
  const { result } = renderMyOrders();
  await waitFor(() => expect(reads).toHaveLength(1));
  act(() => reads[0]!.answer(orders('a', 2), 1));
  await waitFor(() => expect(result.current.items).toHaveLength(2));
  let release: () => void = () => undefined;
  act(() => {
    release = result.current.hold();
  });
  await waitFor(() => expect(tell).toBeDefined());
  act(() => tell!(2));
  await waitFor(() => expect(reads).toHaveLength(2));
  act(() => reads[1]!.answer(orders('b', 3), 2));
  await settle();
  expect(result.current.items.map((o) => o._id)).toEqual(['a0', 'a1']);
  act(() => release());
  await waitFor(() => expect(result.current.items.map((o) => o._id)).toEqual(['b0', 'b1', 'b2']));
});
