import { expect, type Locator, type Page } from '@playwright/test';
import { DASHBOARD_TEXT, NOTICE } from '@pedalworks/domain/messages';
import { AUTH_URL, type TestUser } from '../../tests/support/emulators';

/**
 * Signs a test user in without the login page (it is built elsewhere): asks the Auth emulator
 * for tokens and stores the session where the Firebase SDK keeps it (IndexedDB), then reloads.
 */
export async function signInAs(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  const response = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
    },
  );
  const session = (await response.json()) as {
    localId: string;
    idToken: string;
    refreshToken: string;
    displayName?: string;
  };
  await page.goto('/');
  await page.evaluate(
    async ({ session, email }) => {
      const now = Date.now();
      const value = {
        uid: session.localId,
        email,
        emailVerified: true,
        displayName: session.displayName ?? null,
        isAnonymous: false,
        providerData: [
          {
            providerId: 'password',
            uid: email,
            displayName: session.displayName ?? null,
            email,
            phoneNumber: null,
            photoURL: null,
          },
        ],
        stsTokenManager: {
          refreshToken: session.refreshToken,
          accessToken: session.idToken,
          expirationTime: now + 3_600_000,
        },
        createdAt: String(now),
        lastLoginAt: String(now),
        apiKey: 'demo-api-key',
        appName: '[DEFAULT]',
      };
      localStorage.setItem('accessToken', session.idToken);
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1);
        open.onupgradeneeded = () =>
          open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error as Error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('firebaseLocalStorage', 'readwrite');
          transaction
            .objectStore('firebaseLocalStorage')
            .put({ fbase_key: 'firebase:authUser:demo-api-key:[DEFAULT]', value });
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error as Error);
        };
      });
    },
    { session, email: user.email },
  );
  await page.reload();
}

/** Walks a paginated list with its Next page button until `target` shows. */
export async function findOnPages(page: Page, target: Locator) {
  for (let pageNumber = 1; ; pageNumber += 1) {
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    if ((await target.count()) > 0) return target;
    const next = page.getByRole('button', { name: DASHBOARD_TEXT.nextPage });
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByText(DASHBOARD_TEXT.page(pageNumber + 1))).toBeVisible();
  }
}

/** Orders a tool through its page's order form. */
export async function orderTool(page: Page, toolId: string, quantity: number) {
  await page.goto(`/tool/${toolId}`);
  const form = page.getByRole('form', { name: DASHBOARD_TEXT.orderForm });
  await form.getByLabel(DASHBOARD_TEXT.orderQuantity).fill(String(quantity));
  await form.getByLabel(DASHBOARD_TEXT.phone).fill('0123456789');
  await form.getByLabel(DASHBOARD_TEXT.address).fill('1 Chain Street');
  await form.getByRole('button', { name: DASHBOARD_TEXT.add }).click();
  await expect(page.getByText(NOTICE.orderAdded)).toBeVisible();
}
