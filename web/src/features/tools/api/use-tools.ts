import { FEATURED_TOOL_COUNT } from '@pedalworks/domain/constants';
import type { Tool } from '@pedalworks/domain/types';
import { useApiGet } from '@/lib/use-api-get';

export const FEATURED_TOOLS_PATH = `/tool?limit=${FEATURED_TOOL_COUNT}`;

/** The first tools of the catalogue, by name (GET /tool). */
export function useFeaturedTools() {
  return useApiGet<Tool[]>(FEATURED_TOOLS_PATH);
}
