import type { Review } from '@pedalworks/domain/types';
import { useApiGet } from '@/lib/use-api-get';

/** How many reviews the home page's 'What Customer Says' grid shows. */
export const RECENT_REVIEW_COUNT = 6;

/** The newest reviews (GET /review). */
export function useRecentReviews() {
  return useApiGet<Review[]>(`/review?limit=${RECENT_REVIEW_COUNT}`);
}
