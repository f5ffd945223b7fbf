import type { User } from 'firebase/auth';
import {
  createContext,
  createElement,
  useContext,
  useDeferredValue,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ACCESS_TOKEN_KEY } from '@pedalworks/domain/constants';
import { yieldToBrowser } from './yield-to-browser';

/** Who is signed in, known without Firebase: Auth loads where needed or for a left session. */
export interface Session {
  /** True until Firebase Auth has restored a session left from an earlier visit. */
  loading: boolean;
  user: User | null;
}

const listeners = new Set<() => void>();

/** What prerendered pages show: nothing is known of the visitor's session at build time. */
const PRERENDERED: Session = { loading: true, user: null };

/** While a left session is restored, the prerendered object itself: hydration renders no change. */
let session: Session = hasStoredSession() ? PRERENDERED : { loading: false, user: null };

/** Its twin is the start script's check (src/app/boot.ts), which can import nothing. */
function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY) !== null;
  } catch {
    return false;
  }
}

function setSessionUser(user: User | null): void {
  session = { loading: false, user };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SessionContext = createContext<Session>(PRERENDERED);

/** The session's one subscriber, giving a deferred value down (docs/performance.md). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(
    subscribe,
    () => session,
    () => PRERENDERED,
  );
  return createElement(SessionContext, { value: useDeferredValue(current) }, children);
}

/** A change of session renders as a transition, so memoise the heavy children of its readers. */
export function useCurrentUser(): Session {
  return useContext(SessionContext);
}

/** The session now, for event handlers: never a render's deferred or prerendered `loading`. */
export function currentSession(): Session {
  return session;
}

let firebase: Promise<typeof import('./firebase')> | undefined;

/** Firebase, started once: the app and Auth, restoring any session. */
export function loadFirebase() {
  // Auth's SDK is evaluated in a task of its own, then the app and Auth are started.
  firebase ??= import('firebase/auth')
    .then(yieldToBrowser)
    .then(() => import('./firebase'))
    .then(async (module) => {
      module.watchUser(setSessionUser);
      await module.auth.authStateReady();
      setSessionUser(module.auth.currentUser);
      return module;
    });
  return firebase;
}

if (session.loading) void loadFirebase();
