import { orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import type { OrderStatus } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';
import { typedCollection } from '@/lib/collections';
import { firestore } from '@/lib/firestore';
import { usePagedQuery } from '@/lib/paged-query';

/**
 * Every order (or those in `status`), newest first, a page at a time, live (admins only, by the
 * rules).
 */
export function useAllOrders(status?: OrderStatus) {
  const orders = useMemo(() => {
    const all = typedCollection(firestore, 'orders');
    return status
      ? query(all, where('status', '==', status), orderBy('createdAt', 'desc'))
      : query(all, orderBy('createdAt', 'desc'));
  }, [status]);
  return usePagedQuery(orders);
}

/**
 * Marks a paid order shipped with the spec's PUT /manageorder/{id}, so the server records which
 * admin shipped it on the order's timeline (the rules still allow the client write as well).
 */
export const markShipped = (orderId: string) =>
  apiFetch<{ modifiedCount: number }>(`/manageorder/${encodeURIComponent(orderId)}`, {
    method: 'PUT',
    protected: true,
  });
