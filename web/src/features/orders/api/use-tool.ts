import { useEffect, useState } from 'react';
import type { Tool } from '@pedalworks/domain/types';
import { useApiGet } from '@/lib/use-api-get';

/** GET /tool/:id's path under /api. */
export const toolApiPath = (toolId: string) => `/tool/${encodeURIComponent(toolId)}`;

/**
 * One tool: shown from GET /api/tool/:id, then kept live from Firestore, whose SDK loads only
 * once the tool is on screen, so that the stock shown drops as soon as anybody orders.
 */
export function useTool(toolId: string): { loading: boolean; data: Tool | undefined } {
  const fetched = useApiGet<Tool>(toolApiPath(toolId));
  const [live, setLive] = useState<{ toolId: string; data: Tool | undefined }>();
  const found = fetched.data !== undefined;
  useEffect(() => {
    if (!found) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./watch-tool').then(({ watchTool }) => {
      if (!stopped) stop = watchTool(toolId, (data) => setLive({ toolId, data }));
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [toolId, found]);
  return live?.toolId === toolId ? { loading: false, data: live.data } : fetched;
}
