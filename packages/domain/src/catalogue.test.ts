import { describe, expect, it } from 'vitest';
import { isToolCategory, isToolSort, TOOL_CATEGORY_SLUGS } from './catalogue';
import {
  catalogueFields,
  matchesWords,
  queryWords,
  SEARCH_TOKEN_MAX_LENGTH,
  searchTokens,
  searchWords,
  staleCatalogueFields,
} from './search';
import { toolSchema } from './schemas';

describe('search words', () => {
  it('folds case and accents and splits on punctuation', () => {
    expect(searchWords('Clé à Rayons: ÉCROU-Tube')).toEqual([
      'cle',
      'a',
      'rayons',
      'ecrou',
      'tube',
    ]);
  });

  it('indexes every prefix of every word once, so a word prefix matches', () => {
    const tokens = searchTokens({
      name: 'Cassette Lockring Tool',
      description: 'Tool for lockrings',
    });
    for (const prefix of [
      'c',
      'cass',
      'cassette',
      'lock',
      'lockring',
      'lockrings',
      'tool',
      'for',
    ]) {
      expect(tokens).toContain(prefix);
    }
    expect(tokens).not.toContain('ette');
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('matches a search when every word is a prefix of some word, whatever the accents', () => {
    const tokens = searchTokens({ name: 'Dérive-chaîne', description: 'Chain breaker' });
    expect(matchesWords(tokens, queryWords('DERIVE chaine'))).toBe(true);
    expect(matchesWords(tokens, queryWords('chain brea'))).toBe(true);
    expect(matchesWords(tokens, queryWords('chain wrench'))).toBe(false);
  });

  it('finds a tool by one of its variants’ values', () => {
    const option = { name: 'Size', variants: [{ value: '5 mm' }, { value: '6 mm' }] };
    const tokens = searchTokens({ name: 'Hex key', description: 'L-shaped', option });
    expect(matchesWords(tokens, queryWords('5 mm'))).toBe(true);
    expect(matchesWords(tokens, queryWords('hex 6'))).toBe(true);
    expect(matchesWords(tokens, queryWords('7 mm'))).toBe(false);
  });

  it('cuts long words to the token length on both sides', () => {
    const word = 'supercalifragilisticexpialidocious';
    const tokens = searchTokens({ name: word, description: 'x' });
    expect(Math.max(...tokens.map((token) => token.length))).toBe(SEARCH_TOKEN_MAX_LENGTH);
    expect(matchesWords(tokens, queryWords(word))).toBe(true);
  });

  it('puts the longest (most selective) word first and drops repeats', () => {
    expect(queryWords('a chain CHAIN whip')).toEqual(['chain', 'whip', 'a']);
    expect(queryWords('  !! ')).toEqual([]);
  });
});

describe('categories and sorts', () => {
  it('knows exactly its own values', () => {
    expect(TOOL_CATEGORY_SLUGS).toHaveLength(8);
    expect(TOOL_CATEGORY_SLUGS.every(isToolCategory)).toBe(true);
    expect(isToolCategory('hammers')).toBe(false);
    expect(['name', 'price-asc', 'price-desc', 'newest'].every(isToolSort)).toBe(true);
    expect(isToolSort('toString')).toBe(false);
  });

  it('requires a known category on a tool', async () => {
    const tool = {
      name: 'Chain Whip',
      img: 'https://example.test/whip.png',
      minimumOrder: 1,
      availableQuantity: 3,
      price: 19,
      description: 'Holds the cassette.',
    };
    await expect(toolSchema.isValid({ ...tool, category: 'drivetrain' })).resolves.toBe(true);
    await expect(toolSchema.isValid(tool)).resolves.toBe(false);
    await expect(toolSchema.isValid({ ...tool, category: 'hammers' })).resolves.toBe(false);
  });
});

describe('the catalogue fields the server writes', () => {
  const sizes = [
    { id: 's', value: 'S', stock: 1, price: 12 },
    { id: 'm', value: 'M', stock: 1 },
  ];
  const tool = { name: 'Clé à Rayons', description: 'Fits.', price: 15, option: null };

  it('sort a name folded and a tool by its lowest unit price', () => {
    expect(catalogueFields(tool)).toMatchObject({ sortName: 'cle a rayons', sortPrice: 15 });
    const names = ['Zulu', 'Łańcuch', 'Øl', 'Straße'].map(
      (name) => catalogueFields({ ...tool, name }).sortName,
    );
    expect(names).toEqual(['zulu', 'lancuch', 'ol', 'strasse']);
    const sized = { ...tool, option: { name: 'Size', variants: sizes } };
    expect(catalogueFields(sized).sortPrice).toBe(12);
  });

  it('name those a stored tool lacks or has out of date, and none when it has them', () => {
    expect(staleCatalogueFields(tool)).toEqual(catalogueFields(tool));
    const stored = { ...tool, ...catalogueFields(tool) };
    expect(staleCatalogueFields(stored)).toEqual({});
    expect(staleCatalogueFields({ ...stored, price: 9 })).toEqual({ sortPrice: 9 });
  });
});
