import { doc } from 'firebase/firestore';
import { useFirestoreDocData } from 'reactfire';
import { typedCollection } from '@/lib/collections';
import { firestore } from '@/lib/firestore';

/** One order, live, so that the page sees it become paid. */
export function useOrder(orderId: string) {
  const ref = doc(typedCollection(firestore, 'orders'), orderId);
  return useFirestoreDocData(ref, { idField: '_id' });
}
