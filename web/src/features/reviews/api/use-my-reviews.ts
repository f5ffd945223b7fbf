import { orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { typedCollection } from '@/lib/collections';
import { firestore } from '@/lib/firestore';
import { usePagedQuery } from '@/lib/paged-query';

/** Their private copies (reviewAuthors), which only they and admins can read. */
export function useMyReviews(uid: string) {
  const newestFirst = useMemo(
    () =>
      query(
        typedCollection(firestore, 'reviewAuthors'),
        where('uid', '==', uid),
        orderBy('createdAt', 'desc'),
      ),
    [uid],
  );
  return usePagedQuery(newestFirst);
}
