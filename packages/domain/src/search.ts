/** Apart from catalogue.ts, which re-exports it, so that pages that do not search carry none. */
/** Words are indexed by their prefixes up to this length; longer query words are cut to it. */
export const SEARCH_TOKEN_MAX_LENGTH = 15;
/** A search uses at most this many words (the rest are ignored). */
export const SEARCH_MAX_WORDS = 5;

/** Accents dropped and lower-cased, so that 'CLÉ' finds 'clé'. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
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
