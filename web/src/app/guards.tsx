import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { clearSession } from '@/lib/api-client';
import { useIsAdmin } from '@/lib/auth';
import { useCurrentUser } from '@/lib/session';
import { PageSpinner } from '@/components/ui/page-spinner';

/** Signed-out users go to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const { loading, user } = useCurrentUser();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}

/** Admin-only pages: non-admins are signed out and sent to /login. */
export function RequireAdmin() {
  const { loading, isAdmin } = useIsAdmin();
  const location = useLocation();
  const denied = !loading && !isAdmin;
  useEffect(() => {
    if (denied) void clearSession();
  }, [denied]);
  if (loading) return <PageSpinner />;
  if (denied) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}
