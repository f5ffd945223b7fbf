import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { NOTICE } from '@pedalworks/domain/messages';
import { isAdminPage, paths } from '@/config/paths';
import { adminStatusQuery } from '@/lib/admin-status';
import { loadFirebase } from '@/lib/session';
import { toast } from '@/lib/toast';

/** The page the guard sent the user away from (kept in the location's state), else home. */
export function useOrigin(): string {
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : paths.home;
}

/** A non-admin from an admin page goes to the dashboard: going back would sign them out again. */
export function useReturnToOrigin() {
  const origin = useOrigin();
  const navigate = useNavigate();
  const client = useQueryClient();
  return useCallback(
    async (returnTo = origin) => {
      let to = returnTo;
      if (isAdminPage(new URL(to, window.location.origin).pathname)) {
        const user = (await loadFirebase()).auth.currentUser;
        const admin = user && (await client.fetchQuery(adminStatusQuery(user)).catch(() => false));
        if (!admin) {
          to = paths.dashboard;
          toast(NOTICE.adminOnly, 'info');
        }
      }
      void navigate(to, { replace: true });
    },
    [origin, navigate, client],
  );
}
