// The page a redirect sign-in returns to; no Firebase here, as the /login guard reads it on every
// visit.
const RETURN_TO_KEY = 'pedalworks:google-redirect-return-to';

export function rememberGoogleRedirect(returnTo: string): void {
  sessionStorage.setItem(RETURN_TO_KEY, returnTo);
}

export function isGoogleRedirectPending(): boolean {
  try {
    return sessionStorage.getItem(RETURN_TO_KEY) !== null;
  } catch {
    return false;
  }
}

/** The page to return to after a redirect sign-in, forgotten once read. */
export function takeGoogleRedirectReturn(): string | null {
  const returnTo = sessionStorage.getItem(RETURN_TO_KEY);
  sessionStorage.removeItem(RETURN_TO_KEY);
  return returnTo;
}

/** In-app browsers open popups badly or not at all: they sign in by redirect at once. */
const IN_APP_BROWSER =
  /FBAN|FBAV|FB_IAB|Instagram|\bLine\/|MicroMessenger|Twitter|LinkedInApp|Snapchat|\bGSA\//;

export function isInAppBrowser(userAgent = navigator.userAgent): boolean {
  return IN_APP_BROWSER.test(userAgent);
}
