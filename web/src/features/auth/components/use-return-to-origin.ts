import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { paths } from '@/config/paths';

/** After signing in: back to the page the guard sent the user away from, else home. */
export function useReturnToOrigin() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: Location } | null)?.from;
  return useCallback(() => {
    const to = from ? `${from.pathname}${from.search}${from.hash}` : paths.home;
    void navigate(to, { replace: true });
  }, [from, navigate]);
}
