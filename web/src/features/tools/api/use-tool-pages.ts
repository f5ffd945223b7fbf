import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CATALOGUE_PARAMS,
  DEFAULT_TOOL_SORT,
  type ToolCategory,
  type ToolSort,
} from '@pedalworks/domain/catalogue';
import { NEXT_PAGE_HEADER, PAGE_SIZE } from '@pedalworks/domain/constants';
import type { Tool } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';

/** What /allTool shows: a search, a category and a sort, all optional. */
export interface CatalogueFilters {
  q?: string;
  category?: ToolCategory;
  sort?: ToolSort;
}

/**
 * GET /tool's path for a page of the catalogue: the first page of the unfiltered catalogue is
 * `/tool?limit=12`, the path the prerendered /allTool preloads.
 */
export function toolPagePath(filters: CatalogueFilters = {}, after?: string): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  const q = filters.q?.trim();
  if (q) params.set(CATALOGUE_PARAMS.query, q);
  if (filters.category) params.set(CATALOGUE_PARAMS.category, filters.category);
  if (filters.sort && filters.sort !== DEFAULT_TOOL_SORT) {
    params.set(CATALOGUE_PARAMS.sort, filters.sort);
  }
  if (after) params.set('after', after);
  return `/tool?${params.toString()}`;
}

interface ToolPages {
  tools: Tool[];
  /** True while a page is being fetched. */
  loading: boolean;
  /** True once the last fetch failed. */
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * The catalogue, PAGE_SIZE tools at a time (GET /tool, then the cursor the API names in its
 * next-page header): the whole collection is never read at once. New filters start again from
 * the first page. A failed fetch is only logged (spec section 4).
 */
export function useToolPages(filters: CatalogueFilters = {}): ToolPages {
  const firstPage = toolPagePath(filters);
  const [state, setState] = useState<{ path: string; tools: Tool[]; next: string | null }>({
    path: firstPage,
    tools: [],
    next: null,
  });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  /** The first page of the filters being shown; answers for older filters are dropped. */
  const current = useRef(firstPage);
  const fetching = useRef(false);

  const fetchPage = useCallback(async (path: string, after: string | null) => {
    if (fetching.current && after !== null) return;
    fetching.current = true;
    setLoading(true);
    let next: string | null = null;
    try {
      const page = await apiFetch<Tool[]>(
        after ? `${path}&after=${encodeURIComponent(after)}` : path,
        {
          onHeaders: (headers) => (next = headers.get(NEXT_PAGE_HEADER)),
        },
      );
      if (current.current !== path) return;
      setFailed(false);
      setState((shown) => ({
        path,
        tools: after === null || shown.path !== path ? page : [...shown.tools, ...page],
        next,
      }));
    } catch (error) {
      if (current.current !== path) return;
      console.error('Loading tools failed', error);
      setFailed(true);
      setState((shown) => ({ ...shown, path, next: null }));
    } finally {
      if (current.current === path) {
        fetching.current = false;
        setLoading(false);
      }
    }
  }, []);

  useEffect(() => {
    current.current = firstPage;
    fetching.current = false;
    void fetchPage(firstPage, null);
  }, [firstPage, fetchPage]);

  const shown = state.path === firstPage ? state : { tools: [], next: null };
  return {
    tools: shown.tools,
    loading,
    failed,
    hasMore: shown.next !== null,
    loadMore: () => {
      if (shown.next !== null) void fetchPage(firstPage, shown.next);
    },
  };
}
