import { orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { typedCollection } from '@/lib/collections';
import { usePagedQuery } from '@/lib/paged-query';

/** The catalogue by name, a page at a time, live. */
export function useAllTools() {
  const firestore = useFirestore();
  const tools = useMemo(
    () => query(typedCollection(firestore, 'tools'), orderBy('name')),
    [firestore],
  );
  return usePagedQuery(tools);
}
