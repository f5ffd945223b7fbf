import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import {
  CATALOGUE_PARAMS,
  DEFAULT_TOOL_SORT,
  isToolCategory,
  isToolSort,
  SEARCH_QUERY_MAX_LENGTH,
  TOOL_CATEGORIES,
  TOOL_SORTS,
  type ToolSort,
} from '@pedalworks/domain/catalogue';
import { CATALOGUE_TEXT, TEXT } from '@pedalworks/domain/messages';
import { productListJsonLd } from '@pedalworks/domain/seo';
import { loaderHeaders, readForPage } from '@/app/server-data';
import { JsonLd, publicPageMeta } from '@/components/seo/page-meta';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import {
  toolPagePath,
  useToolPages,
  type CatalogueFilters,
} from '@/features/tools/api/use-tool-pages';
import { BicycleLoader } from '@/features/tools/components/bicycle-loader';
import { SaveIntent } from '@/features/tools/components/save-intent';
import { ToolGrid } from '@/features/tools/components/tool-grid';

const TYPING_PAUSE_MS = 300;

/** Plain HTML controls: MUI's inputs, select and chips would add about 12 KB gzipped. */
const control: SxProps<Theme> = {
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'grey.500',
  borderRadius: 1,
  px: 1.75,
  py: 1,
  width: '100%',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 0 },
};

const label: SxProps<Theme> = { display: 'block', mb: 0.5, typography: 'body2' };

const chip = (selected: boolean): SxProps<Theme> => ({
  font: 'inherit',
  fontSize: '0.875rem',
  cursor: 'pointer',
  border: 1,
  borderRadius: 4,
  px: 1.5,
  py: 0.5,
  borderColor: selected ? 'primary.main' : 'grey.500',
  bgcolor: selected ? 'primary.main' : 'background.paper',
  color: selected ? 'primary.contrastText' : 'text.primary',
  '&:hover': { borderColor: 'primary.main' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 2 },
});

/** The filters in the URL: anything unknown there is left out (the API would refuse it). */
function filtersOf(params: URLSearchParams): CatalogueFilters {
  const q = params.get(CATALOGUE_PARAMS.query) ?? '';
  const category = params.get(CATALOGUE_PARAMS.category);
  const sort = params.get(CATALOGUE_PARAMS.sort);
  return {
    ...(q.trim() ? { q } : {}),
    ...(isToolCategory(category) ? { category } : {}),
    ...(isToolSort(sort) ? { sort } : {}),
  };
}

/** A search's first change pushes a history entry and refining replaces it: Back leaves it. */
function SearchBox({
  query,
  onSearch,
}: {
  query: string;
  onSearch: (q: string, push: boolean) => void;
}) {
  const [value, setValue] = useState(query);
  /** The search as typed that the URL holds (the URL's is trimmed). */
  const searched = useRef(query);
  const search = useCallback(
    (q: string) => {
      onSearch(q, searched.current.trim() === '');
      searched.current = q;
    },
    [onSearch],
  );
  useEffect(() => {
    // Back, Forward or Clear filters changed the URL: show its search.
    if (query === searched.current.trim()) return;
    searched.current = query;
    setValue(query);
  }, [query]);
  useEffect(() => {
    if (value === searched.current) return;
    const timer = setTimeout(() => search(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value, search]);
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search(value);
      }}
      sx={{ flex: 1, minWidth: 220 }}
    >
      <Box component="label" htmlFor="tool-search" sx={label}>
        {CATALOGUE_TEXT.search}
      </Box>
      <Box
        component="input"
        id="tool-search"
        type="search"
        value={value}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        enterKeyHint="search"
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setValue(event.target.value)}
        sx={control}
      />
    </Box>
  );
}

function CatalogueControls({
  filters,
  onSearch,
  change,
}: {
  filters: CatalogueFilters;
  onSearch: (q: string, push: boolean) => void;
  change: (name: string, value: string | undefined) => void;
}) {
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <SearchBox query={filters.q ?? ''} onSearch={onSearch} />
        <Box sx={{ minWidth: 200 }}>
          <Box component="label" htmlFor="tool-sort" sx={label}>
            {CATALOGUE_TEXT.sortBy}
          </Box>
          <Box
            component="select"
            id="tool-sort"
            value={filters.sort ?? DEFAULT_TOOL_SORT}
            onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
              const sort = event.target.value as ToolSort;
              change(CATALOGUE_PARAMS.sort, sort === DEFAULT_TOOL_SORT ? undefined : sort);
            }}
            sx={control}
          >
            {Object.entries(TOOL_SORTS).map(([sort, { label: sortLabel }]) => (
              <option key={sort} value={sort}>
                {sortLabel}
              </option>
            ))}
          </Box>
        </Box>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        role="group"
        aria-label={CATALOGUE_TEXT.categories}
        sx={{ flexWrap: 'wrap', mb: 3 }}
      >
        {[{ slug: undefined, label: CATALOGUE_TEXT.allCategories }, ...TOOL_CATEGORIES].map(
          ({ slug, label: categoryLabel }) => {
            const selected = filters.category === slug;
            return (
              <Box
                component="button"
                type="button"
                key={categoryLabel}
                aria-pressed={selected}
                onClick={() => change(CATALOGUE_PARAMS.category, slug)}
                sx={chip(selected)}
              >
                {categoryLabel}
              </Box>
            );
          },
        )}
      </Stack>
    </>
  );
}

/** The first page of the URL's search, which the `ssr` function renders the page with. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return readForPage(context, toolPagePath(filtersOf(new URL(request.url).searchParams)));
}

/** In the browser the page reads the API itself. */
export const clientLoader = () => null;

export const headers = loaderHeaders;

export const meta = publicPageMeta('allTools', paths.allTools);

export default function Page() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const rendered = useLoaderData<typeof loader>()?.answer;
  const { tools, loading, fetching, failed, hasMore, loadMore } = useToolPages(filters, rendered);
  const filtered = Boolean(filters.q || filters.category || filters.sort);

  const change = useCallback(
    (name: string, value: string | undefined, push = true) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: !push, preventScrollReset: true },
      ),
    [setParams],
  );
  const onSearch = useCallback(
    (q: string, push: boolean) => change(CATALOGUE_PARAMS.query, q.trim(), push),
    [change],
  );

  return (
    <Container component="main" sx={{ py: 6 }}>
      <Box component="section" aria-labelledby="all-tools" aria-busy={loading || fetching}>
        <Typography id="all-tools" variant="h4" component="h1" sx={{ mb: 3 }}>
          {TEXT.featuredTools}
        </Typography>
        <CatalogueControls filters={filters} onSearch={onSearch} change={change} />
        {loading && tools.length === 0 ? (
          <BicycleLoader />
        ) : (
          <ToolGrid tools={tools} heading="h2" />
        )}
        {tools.length > 0 && <JsonLd data={productListJsonLd(tools, env.siteUrl)} />}
        <SaveIntent tools={tools} />
        {!loading && !failed && tools.length === 0 && !hasMore && (
          <Box role="status" sx={{ textAlign: 'center', py: 6 }}>
            <Typography sx={{ mb: 2 }}>{CATALOGUE_TEXT.noResults}</Typography>
            {filtered && (
              <Button variant="outlined" onClick={() => setParams(new URLSearchParams())}>
                {CATALOGUE_TEXT.clearFilters}
              </Button>
            )}
          </Box>
        )}
        {hasMore && (
          <Box sx={{ textAlign: 'center', mt: 4 }}>
            <Button
              variant="outlined"
              size="large"
              onClick={loadMore}
              // Busy during any fetch (a server-rendered page's refetch too): no click is ignored.
              disabled={loading || fetching}
            >
              {CATALOGUE_TEXT.loadMore}
            </Button>
          </Box>
        )}
      </Box>
    </Container>
  );
}
