import { useInfiniteQuery } from '@tanstack/react-query';
import { CATALOGUE_PARAMS, DEFAULT_TOOL_SORT, type ToolSort } from '@pedalworks/domain/catalogue';
import { NEXT_PAGE_HEADER, PAGE_SIZE } from '@pedalworks/domain/constants';
import type { Tool, ToolCategory } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';
import { forgetInitialAnswer, initialAnswer } from '@/lib/initial-data';
import { useShownQuery } from '@/lib/react-query';

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
  /**
   * True while any fetch of the list runs, the background refetch of a server-rendered first
   * page included: a next page can only be asked once it is done (Load more is busy meanwhile).
   */
  fetching: boolean;
  /** True once the last fetch failed. */
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * The catalogue, PAGE_SIZE tools at a time (GET /tool, then the cursor the API names in its
 * next-page header): the whole collection is never read at once. New filters start again from
 * the first page. A failed fetch is only logged: the page shows no error. A page rendered on
 * the server starts from the first page it was rendered with.
 */
export function useToolPages(filters: CatalogueFilters = {}): ToolPages {
  const firstPage = toolPagePath(filters);
  const pages = useInfiniteQuery({
    queryKey: ['api', firstPage, 'pages'],
    queryFn: ({ pageParam }) =>
      fetchPage(firstPage, pageParam).then(
        (page) => {
          if (pageParam === null) forgetInitialAnswer(firstPage);
          return page;
        },
        (error: unknown) => {
          console.error('Loading tools failed', error);
          throw error;
        },
      ),
    initialPageParam: null as string | null,
    // The first page the server rendered, if it did; asked again at once (prices, stock).
    initialData: () => {
      const rendered = initialAnswer<Tool[]>(firstPage);
      return rendered
        ? { pages: [{ tools: rendered.body, next: rendered.next }], pageParams: [null] }
        : undefined;
    },
    initialDataUpdatedAt: 0,
    getNextPageParam: (last) => last.next,
  });
  const { loading, data } = useShownQuery(pages);
  return {
    tools: data?.pages.flatMap((page) => page.tools) ?? [],
    loading: loading || pages.isFetchingNextPage,
    fetching: pages.isFetching,
    failed: pages.failureCount > 0 || pages.isError,
    hasMore: pages.hasNextPage && !pages.isFetchNextPageError,
    loadMore: () => {
      if (pages.hasNextPage && !pages.isFetching) void pages.fetchNextPage();
    },
  };
}
