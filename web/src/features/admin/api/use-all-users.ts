import { orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { typedCollection } from '@/lib/collections';
import { firestore } from '@/lib/firestore';
import { usePagedQuery } from '@/lib/paged-query';

/** Every user, by email, a page at a time (admins only, by the rules). */
export function useAllUsers() {
  const users = useMemo(() => query(typedCollection(firestore, 'users'), orderBy('email')), []);
  return usePagedQuery(users);
}
