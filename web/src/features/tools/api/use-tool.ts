import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Tool } from '@pedalworks/domain/types';
import { apiGetQuery, useShownQuery } from '@/lib/react-query';

/** GET /tool/:id's path under /api (the server renders the tool page with its answer). */
export const toolApiPath = (toolId: string) => `/tool/${encodeURIComponent(toolId)}`;

/** GET /tool/:id; once Firestore is watching, the tool as it is now (null once deleted). */
const toolQuery = (toolId: string) => apiGetQuery<Tool | null>(toolApiPath(toolId));

/**
 * One tool: shown from GET /api/tool/:id, then kept live from Firestore, whose SDK loads only
 * once the tool is on screen, so that the stock shown drops as soon as anybody orders. Once
 * Firestore has spoken it wins: a REST answer read before a change (the refetch the page starts
 * at once, still in flight when the tool was ordered or deleted) must not bring back what the
 * snapshot had already replaced.
 */
export function useTool(toolId: string): { loading: boolean; data: Tool | undefined } {
  const client = useQueryClient();
  const { loading, data } = useShownQuery(useQuery(toolQuery(toolId)));
  const [live, setLive] = useState<{ toolId: string; tool: Tool | null }>();
  const found = Boolean(data);
  useEffect(() => {
    if (!found) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./watch-tool').then(({ watchTool }) => {
      if (stopped) return;
      stop = watchTool(toolId, (tool) => {
        setLive({ toolId, tool: tool ?? null });
        // The cache too, for the next visit of the page.
        client.setQueryData(toolQuery(toolId).queryKey, tool ?? null);
      });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [client, toolId, found]);
  const shown = live?.toolId === toolId ? live.tool : data;
  return { loading: loading && shown === undefined, data: shown ?? undefined };
}
