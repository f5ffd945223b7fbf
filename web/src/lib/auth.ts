import { useEffect, useState } from 'react';
import type { AdminCheck } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

const adminChecks = new Map<string, Promise<boolean>>();

/** Admin status as the server sees it (GET /admin/{email}), asked once per sign-in. */
export function useIsAdmin(): { loading: boolean; isAdmin: boolean } {
  const { loading, user } = useCurrentUser();
  const key = user ? `${user.uid}:${user.metadata.lastSignInTime ?? ''}` : '';
  const [result, setResult] = useState<{ key: string; isAdmin: boolean } | null>(null);

  useEffect(() => {
    if (!user?.email) return;
    let check = adminChecks.get(key);
    if (!check) {
      check = apiFetch<AdminCheck>(`/admin/${encodeURIComponent(user.email)}`, { protected: true })
        .then(({ admin }) => admin)
        .catch(() => false);
      adminChecks.set(key, check);
    }
    let current = true;
    void check.then((isAdmin) => current && setResult({ key, isAdmin }));
    return () => {
      current = false;
    };
  }, [key, user]);

  if (loading) return { loading: true, isAdmin: false };
  if (!user) return { loading: false, isAdmin: false };
  return result?.key === key
    ? { loading: false, isAdmin: result.isAdmin }
    : { loading: true, isAdmin: false };
}
