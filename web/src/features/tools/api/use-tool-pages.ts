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

/** GET /tool's path for a page of the catalogue, the key that preloads and queries share. */
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
  /** Any fetch, a server-rendered page's refetch too: no next page can be asked meanwhile. */
  fetching: boolean;
  /** True once the last fetch failed. */
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/** The catalogue a page at a time, by the API's cursor; a failed fetch is only logged. */
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
