import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CATALOGUE_PARAMS,
  DEFAULT_TOOL_SORT,
  isToolCategory,
  isToolSort,
  TOOL_CATEGORIES,
  TOOL_SORTS,
  type ToolSort,
} from '@pedalworks/domain/catalogue';
import { CATALOGUE_TEXT, TEXT } from '@pedalworks/domain/messages';
import type { RouteHandle } from '@/app/router';
import { PageMeta, ProductListJsonLd } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import {
  toolPagePath,
  useToolPages,
  type CatalogueFilters,
} from '@/features/tools/api/use-tool-pages';
import { BicycleLoader } from '@/features/tools/components/bicycle-loader';
import { ToolGrid } from '@/features/tools/components/tool-grid';

export const handle: RouteHandle = { apiPreloads: [toolPagePath()] };

/** How long typing pauses before the search runs (and the URL changes). */
const TYPING_PAUSE_MS = 300;

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

/**
 * The search box: the search runs as the user types (after a pause). The first change of a
 * search adds a history entry; refining it replaces that entry, so Back leaves the search.
 * Back and Forward put the URL's search back in the box.
 */
function SearchBox({
  query,
  onSearch,
}: {
  query: string;
  onSearch: (q: string, push: boolean) => void;
}) {
  const [value, setValue] = useState(query);
  const shown = useRef(query);
  useEffect(() => {
    if (query !== shown.current) setValue(query);
    shown.current = query;
  }, [query]);
  useEffect(() => {
    if (value === shown.current) return;
    const timer = setTimeout(() => {
      onSearch(value, shown.current.trim() === '');
      shown.current = value;
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value, onSearch]);
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value, shown.current.trim() === '');
        shown.current = value;
      }}
      sx={{ flex: 1, minWidth: 220 }}
    >
      <FormControl fullWidth size="small">
        <InputLabel htmlFor="tool-search">{CATALOGUE_TEXT.search}</InputLabel>
        <OutlinedInput
          id="tool-search"
          type="search"
          label={CATALOGUE_TEXT.search}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          inputProps={{ maxLength: 100, enterKeyHint: 'search' }}
        />
      </FormControl>
    </Box>
  );
}

export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const { tools, loading, failed, hasMore, loadMore } = useToolPages(filters);
  const filtered = Boolean(filters.q || filters.category || filters.sort);

  /** The same URL with one parameter changed (a default or empty value is left out). */
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
      <PageMeta page="allTools" path={paths.allTools} />
      <Box component="section" aria-labelledby="all-tools">
        <Typography id="all-tools" variant="h4" component="h1" sx={{ mb: 3 }}>
          {TEXT.featuredTools}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <SearchBox query={filters.q ?? ''} onSearch={onSearch} />
          <FormControl size="small" sx={{ minWidth: 200 }}>
            <InputLabel htmlFor="tool-sort" shrink>
              {CATALOGUE_TEXT.sortBy}
            </InputLabel>
            <NativeSelect
              id="tool-sort"
              value={filters.sort ?? DEFAULT_TOOL_SORT}
              input={<OutlinedInput label={CATALOGUE_TEXT.sortBy} notched />}
              onChange={(event) => {
                const sort = event.target.value as ToolSort;
                change(CATALOGUE_PARAMS.sort, sort === DEFAULT_TOOL_SORT ? undefined : sort);
              }}
            >
              {Object.entries(TOOL_SORTS).map(([sort, { label }]) => (
                <option key={sort} value={sort}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
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
            ({ slug, label }) => {
              const selected = filters.category === slug;
              return (
                <Chip
                  key={label}
                  label={label}
                  clickable
                  aria-pressed={selected}
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  onClick={() => change(CATALOGUE_PARAMS.category, slug)}
                />
              );
            },
          )}
        </Stack>
        {loading && tools.length === 0 ? (
          <BicycleLoader />
        ) : (
          <ToolGrid tools={tools} heading="h2" />
        )}
        <ProductListJsonLd tools={tools} />
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
            <Button variant="outlined" size="large" onClick={loadMore} disabled={loading}>
              {CATALOGUE_TEXT.loadMore}
            </Button>
          </Box>
        )}
      </Box>
    </Container>
  );
}
