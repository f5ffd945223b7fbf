/** Apart from catalogue.ts, which every public page carries: only the admins' tool search and the server use it. */
import { priceRange } from './format';
import type { Tool } from './types';

/** Words are indexed by their prefixes up to this length; longer query words are cut to it. */
export const SEARCH_TOKEN_MAX_LENGTH = 15;
/** A search uses at most this many words (the rest are ignored). */
export const SEARCH_MAX_WORDS = 5;

/** Letters that Unicode does not decompose into a base letter and an accent. */
const UNDECOMPOSED: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};
const UNDECOMPOSED_LETTER = new RegExp(`[${Object.keys(UNDECOMPOSED).join('')}]`, 'g');

/** Accents dropped and lower-cased, so that 'CLÉ' finds 'clé' and sorts with 'cle'. */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(UNDECOMPOSED_LETTER, (letter) => UNDECOMPOSED[letter]!);

export function searchWords(text: string): string[] {
  return folded(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, SEARCH_TOKEN_MAX_LENGTH));
}

/** Every word's prefixes, as `searchTokens` the server alone writes (docs/search-seo.md). */
export function searchTokens(tool: {
  name: string;
  description: string;
  option?: { variants: readonly { value: string }[] } | null | undefined;
}): string[] {
  const values = tool.option?.variants.map((variant) => variant.value) ?? [];
  const tokens = new Set<string>();
  for (const word of searchWords([tool.name, tool.description, ...values].join(' '))) {
    for (let length = 1; length <= word.length; length += 1) tokens.add(word.slice(0, length));
  }
  return [...tokens].sort();
}

/**
 * The fields only the server writes, by which the catalogue searches and sorts: its name folded
 * (Firestore orders strings by their bytes) and its lowest unit price (a card shows 'from' it).
 */
export const catalogueFields = (tool: Pick<Tool, 'name' | 'description' | 'price' | 'option'>) => ({
  searchTokens: searchTokens(tool),
  sortName: folded(tool.name),
  sortPrice: priceRange(tool).min,
});

/** The catalogue fields a stored tool lacks or has out of date (the tools trigger's, a migration's). */
export function staleCatalogueFields(stored: Record<string, unknown>): Record<string, unknown> {
  const fields = catalogueFields({
    name: String(stored.name),
    description: String(stored.description),
    price: Number(stored.price),
    option: stored.option as Tool['option'],
  });
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(stored[field]),
    ),
  );
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
