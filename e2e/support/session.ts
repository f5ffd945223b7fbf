import { expect, type Page } from '@playwright/test';
import type { TestUser } from '../../tests/support/emulators';
import { signInContext } from '../../scripts/bench/browser';

/** Fills in and sends the login form of the page that shows it. */
export async function submitLogin(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in through the login form, as a person would: for the tests of signing in. */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.goto('/login');
  await submitLogin(page, user);
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * Signs the page's browser in by token, for tests where signing in is not what they test: an
 * ID token from the Auth emulator, stored where Firebase Auth restores a session from, so that
 * the next signed-in page the test opens finds the user (a public page does not start Firebase
 * until a signed-in page has kept the session's accessToken). Skips the login page, its form
 * and the API's sign-in call.
 */
export async function signInByToken(page: Page, user: Pick<TestUser, 'token'>) {
  await signInContext(page.context(), await user.token());
}
