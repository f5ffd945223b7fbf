import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { typedCollection } from '@/lib/collections';

/** One tool, live: the stock shown drops as soon as anybody orders. */
export function useTool(toolId: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(typedCollection(firestore, 'tools'), toolId), { idField: '_id' });
}
