import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { typedCollection } from '@/lib/collections';

/** One order, live, so that the page sees it become paid. */
export function useOrder(orderId: string) {
  const firestore = useFirestore();
  const ref = doc(typedCollection(firestore, 'orders'), orderId);
  return useFirestoreDocData(ref, { idField: '_id' });
}
