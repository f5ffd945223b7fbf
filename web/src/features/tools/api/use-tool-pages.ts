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
import { forgetInitialAnswer, initialAnswer } from '@/lib/initial-data';

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

interface Page {
  tools: Tool[];
  /** The cursor of the next page, when the API says there may be one. */
  next: string | null;
}

/** One page of the catalogue and the API's next-page cursor. */
async function fetchPage(path: string, after: string | null): Promise<Page> {
  let next: string | null = null;
  const tools = await apiFetch<Tool[]>(
    after ? `${path}&after=${encodeURIComponent(after)}` : path,
    { onHeaders: (headers) => (next = headers.get(NEXT_PAGE_HEADER)) },
  );
  return { tools, next };
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
 * the first page; answers for earlier filters are dropped. A failed fetch is only logged (spec
 * section 4).
 */
export function useToolPages(filters: CatalogueFilters = {}): ToolPages {
  const firstPage = toolPagePath(filters);
  /**
   * The pages shown, of the filters whose first page is `path`: at first the page the server
   * rendered, if it did (asked again at once, which corrects prices and stock).
   */
  const [shown, setShown] = useState<{
    path: string | null;
    tools: Tool[];
    next: string | null;
    failed: boolean;
  }>(() => {
    const rendered = initialAnswer<Tool[]>(firstPage);
    return rendered
      ? { path: firstPage, tools: rendered.body, next: rendered.next, failed: false }
      : { path: null, tools: [], next: null, failed: false };
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const current = useRef(firstPage);

  /** Shows the answer for the page after `after` (the first page without it). */
  const show = useCallback((path: string, after: string | null, answer: Promise<Page>) => {
    answer
      .then(({ tools, next }) => {
        if (after === null) forgetInitialAnswer(path);
        if (current.current !== path) return;
        setShown((before) => ({
          path,
          tools: after === null ? tools : [...before.tools, ...tools],
          next,
          failed: false,
        }));
      })
      .catch((error: unknown) => {
        if (current.current !== path) return;
        console.error('Loading tools failed', error);
        setShown((before) => ({ ...before, path, next: null, failed: true }));
      })
      .finally(() => {
        if (current.current === path) setLoadingMore(false);
      });
  }, []);

  useEffect(() => {
    current.current = firstPage;
    show(firstPage, null, fetchPage(firstPage, null));
  }, [firstPage, show]);

  const page = shown.path === firstPage ? shown : { tools: [], next: null, failed: false };
  return {
    tools: page.tools,
    loading: shown.path !== firstPage || loadingMore,
    failed: page.failed,
    hasMore: page.next !== null,
    loadMore: () => {
      if (page.next === null || loadingMore) return;
      setLoadingMore(true);
      show(firstPage, page.next, fetchPage(firstPage, page.next));
    },
  };
}
