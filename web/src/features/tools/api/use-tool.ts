import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Tool } from '@pedalworks/domain/types';
import { apiGetQuery, useShownQuery } from '@/lib/react-query';

/** GET /tool/:id's path under /api (the server renders the tool page with its answer). */
export const toolApiPath = (toolId: string) => `/tool/${encodeURIComponent(toolId)}`;

/** GET /tool/:id; once Firestore is watching, the tool as it is now (null once deleted). */
const toolQuery = (toolId: string, rendered?: Tool) =>
  apiGetQuery<Tool | null>(toolApiPath(toolId), rendered);

/**
 * From the API, then live from Firestore (loaded once the tool shows) so that its stock drops as
 * anybody orders. Firestore wins once it has spoken: a REST answer still in flight must not bring
 * back what a snapshot replaced.
 */
export function useTool(
  toolId: string,
  rendered?: Tool,
): { loading: boolean; data: Tool | undefined } {
  const client = useQueryClient();
  const query = useQuery(toolQuery(toolId, rendered));
  const shownQuery = useShownQuery(query);
  const { data } = shownQuery;
  // Retries of a failed read keep the spinner: the page is not 'not found' until they end.
  const loading = shownQuery.loading || query.isPending;
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
