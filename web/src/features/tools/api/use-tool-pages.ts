import { useInfiniteQuery } from '@tanstack/react-query';
import { CATALOGUE_PARAMS, DEFAULT_TOOL_SORT, type ToolSort } from '@pedalworks/domain/catalogue';
import { NEXT_PAGE_HEADER, PAGE_SIZE } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import type { Tool, ToolCategory } from '@pedalworks/domain/types';
import { ApiError, apiFetch } from '@/lib/api-client';
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

/** The next page's cursor, then the last tools shown, latest first; none: the first page. */
type Cursors = readonly string[];

/** Tools shown before the cursor that stand in for it when it is gone or moved. */
const FALLBACK_CURSORS = 5;

async function fetchPage(path: string, after: string | null): Promise<Page> {
  let next: string | null = null;
  const tools = await apiFetch<Tool[]>(
    after ? `${path}&after=${encodeURIComponent(after)}` : path,
    { onHeaders: (headers) => (next = headers.get(NEXT_PAGE_HEADER)) },
  );
  return { tools, next };
}

/**
 * A cursor deleted, or moved out of the list, since it was read: the page goes on from a tool
 * shown before it (the tools shown twice are dropped below).
 */
async function fetchPageFrom(path: string, cursors: Cursors): Promise<Page> {
  const [after = null, ...rest] = cursors;
  try {
    return await fetchPage(path, after);
  } catch (error) {
    const invalid = error instanceof ApiError && error.message === API_ERROR.invalidCursor;
    if (!invalid || rest.length === 0) throw error;
    return fetchPageFrom(path, rest);
  }
}

/** Each tool once, where it first showed. */
function once(tools: Tool[]): Tool[] {
  const seen = new Set<string>();
  return tools.filter((tool) => !seen.has(tool._id) && seen.add(tool._id));
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
/** `rendered`: the first page's answer the page was rendered with, if any. */
export function useToolPages(
  filters: CatalogueFilters = {},
  rendered?: { body: unknown; next?: string | null },
): ToolPages {
  const firstPage = toolPagePath(filters);
  const pages = useInfiniteQuery({
    queryKey: ['api', firstPage, 'pages'],
    queryFn: ({ pageParam }) =>
      fetchPageFrom(firstPage, pageParam).catch((error: unknown) => {
        console.error('Loading tools failed', error);
        throw error;
      }),
    initialPageParam: [] as Cursors,
    // The first page the server rendered, if it did; asked again at once (prices, stock).
    initialData: rendered && {
      pages: [{ tools: rendered.body as Tool[], next: rendered.next ?? null }],
      pageParams: [[]],
    },
    initialDataUpdatedAt: 0,
    getNextPageParam: (last): Cursors | undefined =>
      last.next
        ? [
            last.next,
            ...last.tools
              .slice(-FALLBACK_CURSORS)
              .map((tool) => tool._id)
              .reverse(),
          ]
        : undefined,
  });
  const { loading, data } = useShownQuery(pages);
  return {
    tools: once(data?.pages.flatMap((page) => page.tools) ?? []),
    loading: loading || pages.isFetchingNextPage,
    fetching: pages.isFetching,
    failed: pages.failureCount > 0 || pages.isError,
    hasMore: pages.hasNextPage && !pages.isFetchNextPageError,
    loadMore: () => {
      if (pages.hasNextPage && !pages.isFetching) void pages.fetchNextPage();
    },
  };
}
