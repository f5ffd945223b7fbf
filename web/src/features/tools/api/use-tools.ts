import { useQuery } from '@tanstack/react-query';
import { FEATURED_TOOL_COUNT } from '@pedalworks/domain/constants';
import type { Tool } from '@pedalworks/domain/types';
import { apiGetQuery, useShownQuery } from '@/lib/react-query';

export const FEATURED_TOOLS_PATH = `/tool?limit=${FEATURED_TOOL_COUNT}`;

/** The first tools of the catalogue, by name (GET /tool). */
export function useFeaturedTools() {
  return useShownQuery(useQuery(apiGetQuery<Tool[]>(FEATURED_TOOLS_PATH)));
}
