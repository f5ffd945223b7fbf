import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { NOTICE } from '@pedalworks/domain/messages';
import { paths, rightOfPage } from '@/config/paths';
import { staffRoleQuery } from '@/lib/staff-role';
import { loadFirebase } from '@/lib/session';
import { toast } from '@/lib/toast';

/** The page the guard sent the user away from (kept in the location's state), else home. */
export function useOrigin(): string {
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : paths.home;
}

/**
 * A customer from a staff page goes to the dashboard: going back would sign them out again. Staff
 * go back, where a page they lack the right for names it.
 */
export function useReturnToOrigin() {
  const origin = useOrigin();
  const navigate = useNavigate();
  const client = useQueryClient();
  return useCallback(
    async (returnTo = origin) => {
      let to = returnTo;
      if (rightOfPage(new URL(to, window.location.origin).pathname)) {
        const user = (await loadFirebase()).auth.currentUser;
        const role = await client.fetchQuery(staffRoleQuery(user)).catch(() => 'customer');
        if (role === 'customer') {
          to = paths.dashboard;
          toast(NOTICE.adminOnly, 'info');
        }
      }
      void navigate(to, { replace: true });
    },
    [origin, navigate, client],
  );
}
