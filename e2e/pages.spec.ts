import { pageTitle } from '@pedalworks/domain/format';
import { expect, test } from './support/test';

test('the blog shows its technical questions and answers', async ({ page }) => {
  await page.goto('/blog');
  await expect(page).toHaveTitle(pageTitle('Blogs'));
  const posts = page.getByRole('main').getByRole('article');
  expect(await posts.count()).toBeGreaterThanOrEqual(4);
  expect(await posts.count()).toBeLessThanOrEqual(5);
  await expect(
    page.getByRole('heading', { name: /How does code splitting keep the home page fast/ }),
  ).toBeVisible();
});

test('the portfolio shows about, experience, education and three projects', async ({ page }) => {
  await page.goto('/portfolio');
  await expect(page).toHaveTitle(pageTitle('Portfolio'));
  for (const section of ['About', 'Experience', 'Education', 'Projects']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  const projects = page.getByRole('region', { name: 'Projects' }).getByRole('link');
  await expect(projects).toHaveCount(3);
  await projects.filter({ hasText: 'Tool catalogue' }).click();
  await expect(page).toHaveURL('/allTool');
});
