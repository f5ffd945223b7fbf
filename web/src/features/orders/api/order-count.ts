import { skipToken, useQuery } from '@tanstack/react-query';
import { renderedAnswer } from '@/lib/initial-data';
import { useShownQuery } from '@/lib/react-query';
import { myOrdersPath } from './my-orders-path';

/** The data cache's key of a customer's order count (kept by useMyOrders from its pages). */
export const orderCountKey = (uid: string) => ['order-count', uid] as const;

/**
 * The count useMyOrders keeps, for the cart's header, which shows before the list's module has
 * loaded: the one the server rendered the page with for this customer, if it did, then each
 * page's; null until told; deferred like every query answer shown.
 */
export function useOrderCount(uid: string | undefined): number | null {
  const { data } = useShownQuery(
    useQuery<number>({
      queryKey: orderCountKey(uid ?? ''),
      queryFn: skipToken,
      initialData: () =>
        uid === undefined ? undefined : renderedAnswer(uid, myOrdersPath(uid))?.count,
    }),
  );
  return data ?? null;
}
