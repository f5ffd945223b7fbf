import { expect, type Page } from '@playwright/test';
import type { TestUser } from '../../tests/support/emulators';

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}
