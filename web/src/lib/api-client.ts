import { ACCESS_TOKEN_KEY } from '@pedalworks/domain/constants';
import { callerHeaders } from '@/lib/caller-headers';
import { loadFirebase } from '@/lib/session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's other fields (a 503 without Stripe's key carries the quote). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

interface Options {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Protected calls send the token; a 401 or 403 then signs the user out and goes home. */
  protected?: boolean;
  signOutOn?: number[];
  /** Reads the answer's headers (a list's next-page cursor). */
  onHeaders?: (headers: Headers) => void;
  /** Answers the body as a Blob (a download), not JSON; errors are still JSON. */
  blob?: boolean;
}

type RejectionListener = () => void | Promise<void>;
const rejectionListeners = new Set<RejectionListener>();

/** Runs before the session ends: the app goes home first, not by the page's guard to /login. */
export function onSessionRejected(listener: RejectionListener): () => void {
  rejectionListeners.add(listener);
  return () => rejectionListeners.delete(listener);
}

export async function clearSession(): Promise<void> {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  const { signOutUser } = await loadFirebase();
  await signOutUser();
}

/** The one way the web app calls the REST API under /api. */
export async function apiFetch<T>(path: string, options: Options = {}): Promise<T> {
  const { method = 'GET', body, signOutOn = [401, 403] } = options;
  let headers: Record<string, string> = {};
  if (options.protected) {
    // A fresh ID token when signed in; it is also what accessToken holds.
    const { auth, appCheckToken } = await loadFirebase();
    const token = (await auth.currentUser?.getIdToken()) ?? localStorage.getItem(ACCESS_TOKEN_KEY);
    headers = callerHeaders(token, await appCheckToken());
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (
    options.blob && response.ok ? await response.blob() : await response.json().catch(() => ({}))
  ) as T & { message?: string };
  if (!response.ok) {
    if (options.protected && signOutOn.includes(response.status)) {
      await Promise.all([...rejectionListeners].map((listener) => listener()));
      await clearSession();
    }
    const { message, ...details } = payload as { message?: string };
    throw new ApiError(response.status, message ?? response.statusText, details);
  }
  options.onHeaders?.(response.headers);
  return payload;
}
