import { doc, orderBy, query, updateDoc, type Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { COLLECTIONS, SHIPPED } from '@pedalworks/domain/constants';
import { typedCollection } from '@/lib/collections';
import { usePagedQuery } from '@/lib/paged-query';

/** Every order, newest first, a page at a time, live (admins only, by the rules). */
export function useAllOrders() {
  const firestore = useFirestore();
  const orders = useMemo(
    () => query(typedCollection(firestore, 'orders'), orderBy('createdAt', 'desc')),
    [firestore],
  );
  return usePagedQuery(orders);
}

/** Marks a paid order shipped (client write 5): pandingChange and the order's status. */
export const markShipped = (firestore: Firestore, orderId: string) =>
  updateDoc(doc(firestore, COLLECTIONS.orders, orderId), {
    pandingChange: SHIPPED,
    status: 'shipped',
  });
