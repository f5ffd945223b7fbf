import { orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { typedCollection } from '@/lib/collections';
import { usePagedQuery } from '@/lib/paged-query';

/** Every user, by email, a page at a time (admins only, by the rules). */
export function useAllUsers() {
  const firestore = useFirestore();
  const users = useMemo(
    () => query(typedCollection(firestore, 'users'), orderBy('email')),
    [firestore],
  );
  return usePagedQuery(users);
}
