import { expect, test } from '@playwright/test';
import { FEATURED_TOOL_COUNT } from '@pedalworks/domain/constants';
import { TEXT } from '@pedalworks/domain/messages';

test('the home page shows the headline and the first six tools from Firestore', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.headline })).toBeVisible();
  const featured = page.getByRole('region', { name: TEXT.featuredTools });
  await expect(featured.getByRole('article')).toHaveCount(FEATURED_TOOL_COUNT);
  await expect(featured.getByRole('article', { name: 'Cable and Housing Cutter' })).toContainText(
    '$29',
  );
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: TEXT.notFound })).toBeVisible();
  await page.getByRole('link', { name: TEXT.goToHome }).click();
  await expect(page).toHaveURL('/');
});
