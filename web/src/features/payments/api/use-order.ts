import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { typedCollection } from '@/lib/collections';
import { firestore } from '@/lib/firestore';
import { useLiveDoc } from '@/lib/live';

/** One order, live, so that the page sees it become paid. */
export function useOrder(orderId: string) {
  const ref = useMemo(() => doc(typedCollection(firestore, 'orders'), orderId), [orderId]);
  return useLiveDoc(ref);
}
