import { skipToken, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/** The data cache's key of a customer's order count (counted by useMyOrders). */
export const orderCountKey = (uid: string) => ['order-count', uid] as const;

/**
 * The count useMyOrders keeps, for the cart's header, which shows before the list's module
 * (and Firestore's SDK) has loaded: null until counted. A new count renders in the background.
 */
export function useOrderCount(uid: string | undefined): number | null {
  const { data } = useQuery<number>({ queryKey: orderCountKey(uid ?? ''), queryFn: skipToken });
  return useDeferredValue(data ?? null);
}
