import {
  getDocsFromServer,
  limit,
  orderBy,
  query,
  startAfter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';
import { PAGE_SIZE } from '@pedalworks/domain/constants';
import type { Tool } from '@pedalworks/domain/types';
import { typedCollection } from '@/lib/collections';

interface ToolPages {
  tools: Tool[];
  /** True while a page is being fetched. */
  loading: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * The catalogue by name, PAGE_SIZE tools at a time, with a Firestore cursor: the whole
 * collection is never read at once. Pages come from the server (a cached page could break the
 * cursor); a failed fetch is only logged (spec section 4).
 */
export function useToolPages(): ToolPages {
  const firestore = useFirestore();
  const [tools, setTools] = useState<Tool[]>([]);
  const [loading, setLoading] = useState(true);
  const [hasMore, setHasMore] = useState(false);
  const cursor = useRef<QueryDocumentSnapshot<Tool> | null>(null);
  const fetching = useRef(false);

  const fetchPage = useCallback(async () => {
    if (fetching.current) return;
    fetching.current = true;
    setLoading(true);
    try {
      const collection = typedCollection(firestore, 'tools');
      const page = cursor.current
        ? query(collection, orderBy('name'), startAfter(cursor.current), limit(PAGE_SIZE))
        : query(collection, orderBy('name'), limit(PAGE_SIZE));
      const snapshot = await getDocsFromServer(page);
      cursor.current = snapshot.docs.at(-1) ?? cursor.current;
      setTools((shown) => [...shown, ...snapshot.docs.map((d) => ({ ...d.data(), _id: d.id }))]);
      setHasMore(snapshot.size === PAGE_SIZE);
    } catch (error) {
      console.error('Loading tools failed', error);
      setHasMore(false);
    } finally {
      fetching.current = false;
      setLoading(false);
    }
  }, [firestore]);

  useEffect(() => {
    void fetchPage();
  }, [fetchPage]);

  return { tools, loading, hasMore, loadMore: () => void fetchPage() };
}
