import type { User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import type { AdminCheck } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

const adminChecks = new Map<string, Promise<boolean>>();

const adminCheckKey = (user: User | null) =>
  user ? `${user.uid}:${user.metadata.lastSignInTime ?? ''}` : '';

/** Admin status as the server sees it (GET /admin/{email}), asked once per sign-in. */
export function isAdminUser(user: User): Promise<boolean> {
  const key = adminCheckKey(user);
  let check = adminChecks.get(key);
  if (!check) {
    check = apiFetch<AdminCheck>(`/admin/${encodeURIComponent(user.email ?? '')}`, {
      protected: true,
    })
      .then(({ admin }) => admin)
      .catch(() => false);
    adminChecks.set(key, check);
  }
  return check;
}

/** The signed-in user's admin status (isAdminUser) for a component. */
export function useIsAdmin(): { loading: boolean; isAdmin: boolean } {
  const { loading, user } = useCurrentUser();
  const key = adminCheckKey(user);
  const [result, setResult] = useState<{ key: string; isAdmin: boolean } | null>(null);

  useEffect(() => {
    if (!user?.email) return;
    const check = isAdminUser(user);
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
