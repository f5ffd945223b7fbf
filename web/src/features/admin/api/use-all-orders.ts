import { orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import type { OrderStatus, Shipment } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';
import { typedCollection } from '@/lib/collections';
import { firestore } from '@/lib/firestore';
import { usePagedQuery } from '@/lib/paged-query';

/** Every order (or those in `status`), newest first, a page at a time, live. */
export function useAllOrders(status?: OrderStatus) {
  const orders = useMemo(() => {
    const all = typedCollection(firestore, 'orders');
    return status
      ? query(all, where('status', '==', status), orderBy('createdAt', 'desc'))
      : query(all, orderBy('createdAt', 'desc'));
  }, [status]);
  return usePagedQuery(orders);
}

/** The spec's PUT /manageorder/{id}; the server records on the timeline which admin shipped it. */
export const markShipped = (orderId: string, shipment: Partial<Shipment>) =>
  apiFetch<{ modifiedCount: number }>(`/manageorder/${encodeURIComponent(orderId)}`, {
    method: 'PUT',
    protected: true,
    body: shipment,
  });
