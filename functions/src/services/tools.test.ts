import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOOL_SORTS, type ToolSort } from '@pedalworks/domain/catalogue';
import { catalogueQueryShape } from './tools';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

const indexes = (
  JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: { collectionGroup: string; fields: IndexField[] }[];
  }
).indexes.filter((index) => index.collectionGroup === 'tools');

describe('the catalogue queries', () => {
  // Firestore serves an order alone, and one equality with the same order, from its automatic
  // single-field indexes; everything else needs a composite index, which the emulator never
  // asks for. This proves each query GET /tool can run has one.
  const sorts = Object.keys(TOOL_SORTS) as ToolSort[];
  const requests = sorts.flatMap((sort) =>
    [undefined, 'brakes' as const].flatMap((category) =>
      [[], ['chain'], ['chain', 'whip']].map((words) => ({ sort, category, words })),
    ),
  );

  it.each(requests)('%o has a composite index, or needs none', (request) => {
    const { category, token, orderBy } = catalogueQueryShape(request);
    const fields: IndexField[] = [
      ...(category ? [{ fieldPath: 'category', order: 'ASCENDING' as const }] : []),
      ...(token ? [{ fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' as const }] : []),
      {
        fieldPath: orderBy.field,
        order: orderBy.direction === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const),
      },
    ];
    if (fields.length === 1) return;
    expect(indexes.map((index) => index.fields)).toContainEqual(fields);
  });
});
