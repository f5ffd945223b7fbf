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

/**
 * Who is signed in, known without loading Firebase up front. Firebase Auth is loaded by the
 * pages that need it and at start-up when a session was left (accessToken is kept while signed
 * in); a visitor without one never downloads it on the public pages.
 */
export interface Session {
  /** True until Firebase Auth has restored a session left from an earlier visit. */
  loading: boolean;
  user: User | null;
}

const listeners = new Set<() => void>();

/** What prerendered pages show: nothing is known of the visitor's session at build time. */
const PRERENDERED: Session = { loading: true, user: null };

/**
 * While a left session is restored, the very object the prerendered pages showed: React then
 * takes over their markup without rendering again.
 */
let session: Session = hasStoredSession() ? PRERENDERED : { loading: false, user: null };

/** Its twin is the start script's check (src/app/boot.ts), which can import nothing. */
function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY) !== null;
  } catch {
    return false;
  }
}

/** Called whenever Firebase Auth's user or ID token changes (see loadFirebase). */
function setSessionUser(user: User | null): void {
  session = { loading: false, user };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SessionContext = createContext<Session>(PRERENDERED);

/**
 * The session for the components below, as one subscriber to it: a change renders here at once
 * (React renders a store's change so), as the deferred value it gives them, which they then render
 * as a transition that yields to the browser. Read in every subscriber, a change of session (Auth
 * answering as the page hydrates) would render each of them and all their children again in one
 * blocking task.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(
    subscribe,
    () => session,
    () => PRERENDERED,
  );
  return createElement(SessionContext, { value: useDeferredValue(current) }, children);
}

/**
 * The signed-in user, or null; `loading` while a left session is being restored (SessionProvider).
 * A change of session renders as a transition, so memoise heavy children of its subscribers.
 */
export function useCurrentUser(): Session {
  return useContext(SessionContext);
}

/**
 * The session as it is now, for event handlers: a click reads what Auth last answered, never a
 * render's deferred or hydrating value (a card rendered while the page hydrated still holds the
 * prerendered `loading`).
 */
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
