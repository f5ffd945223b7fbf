import { orderBy, query } from 'firebase/firestore';
import { typedCollection } from '@/lib/collections';
import { firestore } from '@/lib/firestore';
import { usePagedQuery } from '@/lib/paged-query';

/** Every public review, newest first (the query is built once: it keys the pages' cursors). */
const newestFirst = query(typedCollection(firestore, 'reviews'), orderBy('createdAt', 'desc'));

export const useAllReviews = () => usePagedQuery(newestFirst);
