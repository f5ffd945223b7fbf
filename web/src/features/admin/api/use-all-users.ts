import { endAt, orderBy, query, startAt } from 'firebase/firestore';
import { useMemo } from 'react';
import { typedCollection } from '@/lib/collections';
import { firestore } from '@/lib/firestore';
import { usePagedQuery } from '@/lib/paged-query';

/** With `prefix`, the users whose email starts with it (addresses are stored in lower case). */
export function useAllUsers(prefix = '') {
  const start = prefix.trim().toLowerCase();
  const users = useMemo(() => {
    const byEmail = query(typedCollection(firestore, 'users'), orderBy('email'));
    return start ? query(byEmail, startAt(start), endAt(`${start}\uf8ff`)) : byEmail;
  }, [start]);
  return usePagedQuery(users);
}
