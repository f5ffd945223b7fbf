import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE } from '@pedalworks/domain/constants';
import type { Tool } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';

/** GET /tool's path for the page after the tool `after` (the first page without it). */
export function toolPagePath(after?: string): string {
  return `/tool?limit=${PAGE_SIZE}${after ? `&after=${encodeURIComponent(after)}` : ''}`;
}

interface ToolPages {
  tools: Tool[];
  /** True while a page is being fetched. */
  loading: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * The catalogue by name, PAGE_SIZE tools at a time (GET /tool with the last tool shown as the
 * cursor): the whole collection is never read at once. A failed fetch is only logged (spec
 * section 4).
 */
export function useToolPages(): ToolPages {
  const [tools, setTools] = useState<Tool[]>([]);
  const [loading, setLoading] = useState(true);
  const [hasMore, setHasMore] = useState(false);
  const cursor = useRef<string | null>(null);
  const fetching = useRef(false);

  const fetchPage = useCallback(async () => {
    if (fetching.current) return;
    fetching.current = true;
    setLoading(true);
    try {
      const page = await apiFetch<Tool[]>(toolPagePath(cursor.current ?? undefined));
      cursor.current = page.at(-1)?._id ?? cursor.current;
      setTools((shown) => [...shown, ...page]);
      setHasMore(page.length === PAGE_SIZE);
    } catch (error) {
      console.error('Loading tools failed', error);
      setHasMore(false);
    } finally {
      fetching.current = false;
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void fetchPage();
  }, [fetchPage]);

  return { tools, loading, hasMore, loadMore: () => void fetchPage() };
}
