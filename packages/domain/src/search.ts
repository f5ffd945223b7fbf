/**
 * The catalogue's search words and tokens, shared by the API, the Firestore trigger, the seed,
 * Manage Tools and the tests (catalogue.ts re-exports them).
 */
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
 * What a tool is found by: every prefix of every word of its name, description and option's
 * values ('cass', 'cassette', 'lock', '5', 'mm'...), once each. Stored as the tool's
 * `searchTokens`, written only by the server (the API, and a trigger after an admin's client
 * write).
 */
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
