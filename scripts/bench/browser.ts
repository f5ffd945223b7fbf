import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { ACCESS_TOKEN_KEY } from '@pedalworks/domain/constants';
import { CHROME_FLAGS, FULL_CHROMIUM } from '../lib/chromium';
import { HOSTING_URL } from '../lib/emulator-config';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: FULL_CHROMIUM.path, args: CHROME_FLAGS });

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

/** Puts a signed-in session into a context's storage for the app's origin. */
export async function signInContext(context: BrowserContext, idToken: string): Promise<void> {
  const blank = appUrl('/__bench-session');
  const page = await context.newPage();
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  await page.goto(blank);
  await page.evaluate(sessionScript(idToken));
  await page.close();
}
