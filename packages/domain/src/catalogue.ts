/** firestore.rules (hasToolCategory) mirrors TOOL_CATEGORIES' slugs. */
import type { ToolCategory } from './types';

const CATEGORY_LABELS = {
  drivetrain: 'Drivetrain',
  brakes: 'Brakes',
  'wheels-tyres': 'Wheels and tyres',
  'bottom-brackets-headsets': 'Bottom brackets and headsets',
  'pumps-inflation': 'Pumps and inflation',
  'multi-tools-keys': 'Multi-tools and keys',
  'cleaning-lube': 'Cleaning and lube',
  workshop: 'Workshop',
} as const satisfies Record<ToolCategory, string>;

export const TOOL_CATEGORIES = Object.entries(CATEGORY_LABELS).map(([slug, label]) => ({
  slug: slug as ToolCategory,
  label,
}));

export const TOOL_CATEGORY_SLUGS: readonly ToolCategory[] = TOOL_CATEGORIES.map(({ slug }) => slug);

export function isToolCategory(value: unknown): value is ToolCategory {
  return TOOL_CATEGORY_SLUGS.includes(value as ToolCategory);
}

export function categoryLabel(slug: ToolCategory): string {
  return CATEGORY_LABELS[slug] ?? slug;
}

/** The catalogue's orders: the field sorted on and its direction (ties by document id). */
export const TOOL_SORTS = {
  name: { label: 'Name', field: 'sortName', direction: 'asc' },
  'price-asc': { label: 'Price: low to high', field: 'sortPrice', direction: 'asc' },
  'price-desc': { label: 'Price: high to low', field: 'sortPrice', direction: 'desc' },
  newest: { label: 'Newest', field: 'createdAt', direction: 'desc' },
} as const;

export type ToolSort = keyof typeof TOOL_SORTS;
export const DEFAULT_TOOL_SORT: ToolSort = 'name';

export function isToolSort(value: unknown): value is ToolSort {
  return typeof value === 'string' && Object.hasOwn(TOOL_SORTS, value);
}

/** The URL (and API) query parameters of the catalogue: /allTool?q=&category=&sort=. */
export const CATALOGUE_PARAMS = { query: 'q', category: 'category', sort: 'sort' } as const;

/** A search is at most this long; longer ones are refused by the API. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
