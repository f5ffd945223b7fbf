import { useQuery } from '@tanstack/react-query';
import type { Review } from '@pedalworks/domain/types';
import { apiGetQuery, useShownQuery } from '@/lib/react-query';

/** How many reviews the home page's 'What Customer Says' grid shows. */
export const RECENT_REVIEW_COUNT = 6;

export const RECENT_REVIEWS_PATH = `/review?limit=${RECENT_REVIEW_COUNT}`;

export function useRecentReviews() {
  return useShownQuery(useQuery(apiGetQuery<Review[]>(RECENT_REVIEWS_PATH)));
}
