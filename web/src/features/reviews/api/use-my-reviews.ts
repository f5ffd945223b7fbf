import { orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { typedCollection } from '@/lib/collections';
import { usePagedQuery } from '@/lib/paged-query';

/**
 * The signed-in user's own reviews, newest first, a page at a time: their private copies
 * (reviewAuthors), which only they and admins can read.
 */
export function useMyReviews(uid: string) {
  const firestore = useFirestore();
  const mine = useMemo(
    () =>
      query(
        typedCollection(firestore, 'reviewAuthors'),
        where('uid', '==', uid),
        orderBy('createdAt', 'desc'),
      ),
    [firestore, uid],
  );
  return usePagedQuery(mine);
}
