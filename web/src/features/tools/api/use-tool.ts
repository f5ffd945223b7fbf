import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Tool } from '@pedalworks/domain/types';
import { apiGetQuery, useShownQuery } from '@/lib/react-query';

/** GET /tool/:id's path under /api (the server renders the tool page with its answer). */
export const toolApiPath = (toolId: string) => `/tool/${encodeURIComponent(toolId)}`;

/** GET /tool/:id; once Firestore is watching, the tool as it is now (null once deleted). */
const toolQuery = (toolId: string) => apiGetQuery<Tool | null>(toolApiPath(toolId));

/**
 * One tool: shown from GET /api/tool/:id, then kept live from Firestore, whose SDK loads only
 * once the tool is on screen, so that the stock shown drops as soon as anybody orders.
 */
export function useTool(toolId: string): { loading: boolean; data: Tool | undefined } {
  const client = useQueryClient();
  const { loading, data } = useShownQuery(useQuery(toolQuery(toolId)));
  const found = Boolean(data);
  useEffect(() => {
    if (!found) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./watch-tool').then(({ watchTool }) => {
      if (stopped) return;
      stop = watchTool(toolId, (tool) =>
        client.setQueryData(toolQuery(toolId).queryKey, tool ?? null),
      );
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [client, toolId, found]);
  return { loading, data: data ?? undefined };
}
