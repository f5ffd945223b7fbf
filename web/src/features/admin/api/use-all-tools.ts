import { orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { typedCollection } from '@/lib/collections';
import { firestore } from '@/lib/firestore';
import { usePagedQuery } from '@/lib/paged-query';

/** The catalogue by name, a page at a time, live. */
export function useAllTools() {
  const tools = useMemo(() => query(typedCollection(firestore, 'tools'), orderBy('name')), []);
  return usePagedQuery(tools);
}
