import { limit, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { FEATURED_TOOL_COUNT } from '@pedalworks/domain/constants';
import { typedCollection } from '@/lib/collections';

/** The first tools of the catalogue, by name, live. */
export function useFeaturedTools() {
  const firestore = useFirestore();
  const tools = query(
    typedCollection(firestore, 'tools'),
    orderBy('name'),
    limit(FEATURED_TOOL_COUNT),
  );
  return useFirestoreCollectionData(tools, { idField: '_id' });
}
