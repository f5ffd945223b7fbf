import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { ACCESS_TOKEN_KEY } from '@pedalworks/domain/constants';
import { CHROME_FLAGS, browserPath } from '../lib/chromium';
import { HOSTING_URL } from '../lib/emulator-config';

/** The full browser Lighthouse is made for, as the plan picks it (npm run bench installed it). */
export const LIGHTHOUSE_CHROMIUM = browserPath('lighthouse');

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: LIGHTHOUSE_CHROMIUM, args: CHROME_FLAGS });

export const appUrl = (path: string) => `${HOSTING_URL}${path}`;

/**
 * A returning shopper's storage, without the login page: Auth restores a session from a bare ID
 * token under its key, and accessToken tells the start script that a session was left.
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

/** Through a blank page of the app's origin, so that the app itself does not run. */
export async function signInContext(context: BrowserContext, idToken: string): Promise<void> {
  const blank = appUrl('/__bench-session');
  const page = await context.newPage();
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  await page.goto(blank);
  await page.evaluate(sessionScript(idToken));
  await page.close();
}
