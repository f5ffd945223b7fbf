import { skipToken, useQuery } from '@tanstack/react-query';
import { useShownQuery } from '@/lib/react-query';

/** The data cache's key of a customer's order count (counted by useMyOrders). */
export const orderCountKey = (uid: string) => ['order-count', uid] as const;

/**
 * The count useMyOrders keeps, for the cart's header, which shows before the list's module
 * (and Firestore's SDK) has loaded: null until counted; deferred like every query answer shown.
 */
export function useOrderCount(uid: string | undefined): number | null {
  const { data } = useShownQuery(
    useQuery<number>({ queryKey: orderCountKey(uid ?? ''), queryFn: skipToken }),
  );
  return data ?? null;
}
