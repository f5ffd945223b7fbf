import { expect, type Page } from '@playwright/test';
import type { TestUser } from '../../tests/support/emulators';

/** Fills in and sends the login form of the page that shows it. */
export async function submitLogin(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.goto('/login');
  await submitLogin(page, user);
  await expect(page).not.toHaveURL(/\/login$/);
}
