import { limit, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { typedCollection } from '@/lib/collections';

/** How many reviews the home page's 'What Customer Says' grid shows. */
export const RECENT_REVIEW_COUNT = 6;

/** The newest reviews, live and bounded. */
export function useRecentReviews() {
  const firestore = useFirestore();
  const recent = query(
    typedCollection(firestore, 'reviews'),
    orderBy('createdAt', 'desc'),
    limit(RECENT_REVIEW_COUNT),
  );
  return useFirestoreCollectionData(recent, { idField: '_id' });
}
