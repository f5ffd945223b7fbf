import { expect, type Page } from '@playwright/test';

/** A toast (notistack, role alert) with exactly this text, in the red error variant. */
export async function expectErrorToast(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toHaveText(text);
  await expect(toast).toHaveClass(/notistack-MuiContent-error/);
}
