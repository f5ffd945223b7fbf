import { orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { TOOL_SORTS } from '@pedalworks/domain/catalogue';
import { matchesWords, queryWords, searchTokens } from '@pedalworks/domain/search';
import { typedCollection } from '@/lib/collections';
import { firestore } from '@/lib/firestore';
import { usePagedQuery } from '@/lib/paged-query';

/** Searched as the catalogue is: the longest word by the index, the others on the page read. */
export function useAllTools(search = '') {
  const words = queryWords(search);
  const first = words[0] ?? '';
  const others = words.slice(1).join(' ');
  const tools = useMemo(() => {
    // The catalogue's name order: the server's sort key, which a new tool has within a second.
    const byName = query(typedCollection(firestore, 'tools'), orderBy(TOOL_SORTS.name.field));
    return first ? query(byName, where('searchTokens', 'array-contains', first)) : byName;
  }, [first]);
  const page = usePagedQuery(tools);
  const items = useMemo(
    () =>
      others
        ? page.items.filter((tool) => matchesWords(searchTokens(tool), others.split(' ')))
        : page.items,
    [page.items, others],
  );
  return { ...page, items };
}
