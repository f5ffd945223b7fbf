import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import {
  ACCESS_TOKEN_KEY,
  SESSION_COOKIE_DAYS,
  SESSION_COOKIE_RECORD_KEY,
} from '@pedalworks/domain/constants';
import { CHROME_FLAGS, CHROMIUM } from '../lib/chromium';
import { HOSTING_URL } from '../lib/emulator-config';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });

export const appUrl = (path: string) => `${HOSTING_URL}${path}`;

/**
 * A returning shopper's storage: Firebase Auth restores a session from any persistence it was
 * given (a bare ID token stored under its local-storage key is looked up at the Auth emulator and
 * becomes the signed-in user), and the app's accessToken, which PUT /user answered at sign-in
 * (the caller's ID token), says a session was left: the start script preloads the page's
 * signed-in part and the page paints as signed in while Auth restores it. This signs a browser
 * in without going through the login page's UI.
 */
export function sessionScript(idToken: string, apiKey = 'demo-api-key'): string {
  const key = `firebase:authUser:${apiKey}:[DEFAULT]`;
  return (
    `localStorage.getItem(${JSON.stringify(key)}) ?? localStorage.setItem(${JSON.stringify(
      key,
    )}, ${JSON.stringify(JSON.stringify(idToken))});` +
    `localStorage.setItem(${JSON.stringify(ACCESS_TOKEN_KEY)}, ${JSON.stringify(idToken)});`
  );
}

/**
 * The session cookie a returning shopper's last visit left (the app mints it once signed in, and
 * notes for whom): POST /api/session with the ID token, and the app's note of it.
 */
export function sessionCookieScript(idToken: string): string {
  const until = `Date.now() + ${SESSION_COOKIE_DAYS * 24 * 60 * 60 * 1000}`;
  const uid = `JSON.parse(atob(${JSON.stringify(idToken.split('.')[1] ?? '')}.replaceAll('-', '+').replaceAll('_', '/'))).user_id`;
  return `(async () => {
    const response = await fetch('/api/session', {
      method: 'POST',
      headers: { Authorization: ${JSON.stringify(`Bearer ${idToken}`)} },
    });
    if (!response.ok) throw new Error('POST /api/session answered ' + response.status);
    localStorage.setItem(${JSON.stringify(SESSION_COOKIE_RECORD_KEY)}, JSON.stringify({ uid: ${uid}, until: ${until} }));
  })()`;
}

/**
 * Puts a signed-in session into a context's storage for the app's origin, with the session
 * cookie by which the server renders My Orders.
 */
export async function signInContext(context: BrowserContext, idToken: string): Promise<void> {
  const blank = appUrl('/__bench-session');
  const page = await context.newPage();
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  await page.goto(blank);
  await page.evaluate(sessionScript(idToken));
  await page.evaluate(sessionCookieScript(idToken));
  await page.close();
}
