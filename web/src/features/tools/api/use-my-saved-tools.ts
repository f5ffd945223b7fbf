import { collection, orderBy, query, type CollectionReference } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { SAVED_COLLECTIONS, type SavedTool } from '@pedalworks/domain/saved';
import type { Tool } from '@pedalworks/domain/types';
import { firestore } from '@/lib/firestore';
import { usePagedQuery } from '@/lib/paged-query';
import { watchTool } from './watch-tool';

/** A saved tool, with the variant chosen on its page when it was saved, if any. */
export type SavedItem = SavedTool & { _id: string; variantId?: string };

/** The user's saved tools, last saved first, a page at a time, live. */
export function useMySavedTools(uid: string) {
  const lastSavedFirst = useMemo(
    () =>
      query(
        collection(
          firestore,
          COLLECTIONS.users,
          uid,
          SAVED_COLLECTIONS.saved,
        ) as CollectionReference<SavedItem>,
        orderBy('savedAt', 'desc'),
      ),
    [uid],
  );
  return usePagedQuery(lastSavedFirst);
}

/** One tool, live: undefined while loading, null once the server says it is gone. */
export function useLiveTool(toolId: string): Tool | null | undefined {
  const [tool, setTool] = useState<{ id: string; tool: Tool | null } | undefined>();
  useEffect(
    () => watchTool(toolId, (found) => setTool({ id: toolId, tool: found ?? null })),
    [toolId],
  );
  return tool?.id === toolId ? tool.tool : undefined;
}
