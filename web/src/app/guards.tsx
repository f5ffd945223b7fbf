import type { User } from 'firebase/auth';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink, Navigate, Outlet, useLocation } from 'react-router';
import { TEXT } from '@pedalworks/domain/messages';
import { hasRight, ROLE_TEXT } from '@pedalworks/domain/roles';
import { paths, rightOfPage } from '@/config/paths';
import { clearSession } from '@/lib/api-client';
import { useRole } from '@/lib/staff-role';
import { PageMessage } from '@/components/errors/page-message';
import { currentSession, loadFirebase, useCurrentUser } from '@/lib/session';
import { PageSpinner } from '@/components/ui/page-spinner';
import { isGoogleRedirectPending } from '@/features/auth/api/google-redirect';
import { FIREBASE_CHUNK, loadChunk } from './lazy-route';

/** Signed-out users go to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const { loading, user } = useCurrentUser();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}

/** A `publicFirst` page's signed-in part: a spinner until Auth answers, then as RequireAuth. */
export function SignedIn({
  children,
  visitor,
  load,
}: {
  children: (user: User) => ReactNode;
  /** Shown to a visitor instead of sending them to /login (a sold-out tool's page). */
  visitor?: ReactNode;
  /** Its lazy modules, awaited with Auth: no 300 ms Suspense fallback follows the spinner. */
  load?: () => Promise<unknown>;
}) {
  const [auth, setAuth] = useState<'loading' | 'ready' | { failed: unknown }>('loading');
  useEffect(() => {
    let current = true;
    loadChunk(FIREBASE_CHUNK, loadFirebase)
      .then(() => (currentSession().user ? load?.() : undefined))
      .then(
        // The signed-in part renders as a transition, which yields to the browser.
        () => current && startTransition(() => setAuth('ready')),
        (error: unknown) => current && setAuth({ failed: error }),
      );
    return () => {
      current = false;
    };
  }, [load]);
  const { loading, user } = useCurrentUser();
  const location = useLocation();
  const answered = auth === 'ready' && !loading;
  // The route's error boundary says the chunk failed, with Retry.
  if (typeof auth === 'object') throw auth.failed;
  if (!answered) return <PageSpinner />;
  if (!user && visitor !== undefined) return visitor;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return children(user);
}

/**
 * A staff page: a customer is signed out (the spec), and RequireAuth then sends them to /login;
 * a staff member without the page's right is told which right that is.
 */
export function RequireRight() {
  const { loading, role } = useRole();
  const right = rightOfPage(useLocation().pathname);
  const signOut = !loading && role === 'customer';
  useEffect(() => {
    if (signOut) void clearSession();
  }, [signOut]);
  if (loading || signOut) return <PageSpinner />;
  if (right && !hasRight(role, right)) {
    return (
      <PageMessage title={ROLE_TEXT.missingRight(right)} landmark="div">
        <Button variant="contained" component={RouterLink} to={paths.home}>
          {TEXT.goToHome}
        </Button>
      </PageMessage>
    );
  }
  return <Outlet />;
}

/** A user signed in on arrival goes home; one who signs in here stays, for the form to send on. */
export function RequireSignedOut() {
  const { loading, user } = useCurrentUser();
  const [signedInOnArrival, setSignedInOnArrival] = useState<boolean | null>(null);
  if (signedInOnArrival === null && !loading) {
    setSignedInOnArrival(user !== null && !isGoogleRedirectPending());
  }
  if (signedInOnArrival === null) return <PageSpinner />;
  if (signedInOnArrival) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
