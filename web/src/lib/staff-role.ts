import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { useDeferredValue } from 'react';
import { roleOfClaims, type Role } from '@pedalworks/domain/roles';
import { useCurrentUser } from '@/lib/session';

/** Read once per sign-in from the ID token's claims, as the API and the rules read them. */
export const staffRoleQuery = (user: User | null) =>
  queryOptions({
    queryKey: ['staff-role', user?.uid ?? null, user?.metadata.lastSignInTime ?? null],
    queryFn: async (): Promise<Role> => {
      if (!user) return 'customer';
      const { role, admin, email_verified } = (await user.getIdTokenResult()).claims;
      return roleOfClaims({ role, admin, email_verified });
    },
    enabled: Boolean(user),
    staleTime: Infinity,
  });

/** Deferred like the session (see useCurrentUser); a failure counts as a customer. */
export function useRole(): { loading: boolean; role: Role } {
  const { loading, user } = useCurrentUser();
  const check = useQuery(staffRoleQuery(user));
  const role = useDeferredValue(
    loading || (user && check.isPending) ? 'loading' : (check.data ?? 'customer'),
  );
  return role === 'loading' ? { loading: true, role: 'customer' } : { loading: false, role };
}
