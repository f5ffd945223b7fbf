import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { useDeferredValue } from 'react';
import type { AdminCheck } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

/** Asked once per sign-in; a failure (after the retries) counts as not an admin. */
export const adminStatusQuery = (user: User | null) =>
  queryOptions({
    queryKey: ['admin-status', user?.uid ?? null, user?.metadata.lastSignInTime ?? null],
    queryFn: () =>
      apiFetch<AdminCheck>(`/admin/${encodeURIComponent(user?.email ?? '')}`, {
        protected: true,
      }).then(({ admin }) => admin),
    enabled: Boolean(user?.email),
    staleTime: Infinity,
  });

/** Deferred like the session (see useCurrentUser). */
export function useIsAdmin(): { loading: boolean; isAdmin: boolean } {
  const { loading, user } = useCurrentUser();
  const check = useQuery(adminStatusQuery(user));
  const status = useDeferredValue(
    loading || (user && check.isPending)
      ? 'loading'
      : user && check.data === true
        ? 'admin'
        : 'not-admin',
  );
  return { loading: status === 'loading', isAdmin: status === 'admin' };
}
