/**
 * The catalogue's categories, sort orders and search words, shared by the web app, the API, the
 * Firestore trigger, the seed and the tests. firestore.rules mirrors TOOL_CATEGORIES' slugs
 * (tests/rules/tools.test.ts proves each one is accepted and others are refused).
 */

export const TOOL_CATEGORIES = [
  { slug: 'drivetrain', label: 'Drivetrain' },
  { slug: 'brakes', label: 'Brakes' },
  { slug: 'wheels-tyres', label: 'Wheels and tyres' },
  { slug: 'bottom-brackets-headsets', label: 'Bottom brackets and headsets' },
  { slug: 'pumps-inflation', label: 'Pumps and inflation' },
  { slug: 'multi-tools-keys', label: 'Multi-tools and keys' },
  { slug: 'cleaning-lube', label: 'Cleaning and lube' },
  { slug: 'workshop', label: 'Workshop' },
] as const;

export type ToolCategory = (typeof TOOL_CATEGORIES)[number]['slug'];

export const TOOL_CATEGORY_SLUGS: readonly ToolCategory[] = TOOL_CATEGORIES.map(({ slug }) => slug);

export function isToolCategory(value: unknown): value is ToolCategory {
  return TOOL_CATEGORY_SLUGS.includes(value as ToolCategory);
}

export function categoryLabel(slug: ToolCategory): string {
  return TOOL_CATEGORIES.find((category) => category.slug === slug)?.label ?? slug;
}

/** The catalogue's orders: the field sorted on and its direction (ties by document id). */
export const TOOL_SORTS = {
  name: { label: 'Name', field: 'name', direction: 'asc' },
  'price-asc': { label: 'Price: low to high', field: 'price', direction: 'asc' },
  'price-desc': { label: 'Price: high to low', field: 'price', direction: 'desc' },
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
/** Words are indexed by their prefixes up to this length; longer query words are cut to it. */
export const SEARCH_TOKEN_MAX_LENGTH = 15;
/** A search uses at most this many words (the rest are ignored). */
export const SEARCH_MAX_WORDS = 5;

/**
 * The words of a text for search: accents removed (NFKD, combining marks dropped), lower case,
 * split on anything that is not a letter or a digit, each cut to SEARCH_TOKEN_MAX_LENGTH.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, SEARCH_TOKEN_MAX_LENGTH));
}

/**
 * What a tool is found by: every prefix of every word of its name and description, once each
 * ('cass', 'cassette', 'lock'...). Stored as the tool's `searchTokens`, written only by the
 * server (the API, and a trigger after an admin's client write).
 */
export function searchTokens(tool: { name: string; description: string }): string[] {
  const tokens = new Set<string>();
  for (const word of searchWords(`${tool.name} ${tool.description}`)) {
    for (let length = 1; length <= word.length; length += 1) tokens.add(word.slice(0, length));
  }
  return [...tokens].sort();
}

/** The distinct words of a search, longest first (the longest is the most selective). */
export function queryWords(query: string): string[] {
  return [...new Set(searchWords(query))]
    .sort((a, b) => b.length - a.length)
    .slice(0, SEARCH_MAX_WORDS);
}

/** Whether a tool's tokens hold every word of the search (each as a word prefix). */
export function matchesWords(tokens: readonly string[], words: readonly string[]): boolean {
  return words.every((word) => tokens.includes(word));
}
