import { ACCESS_TOKEN_KEY } from '@pedalworks/domain/constants';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { expect, test, type Page } from './support/test';
import { adminAuth, createTool, createUser } from '../tests/support/emulators';
import { fillByLabel } from './support/forms';
import { signIn } from './support/session';
import { warmUpApi } from './support/shop';

test.beforeAll(warmUpApi);

const bar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Whether the element is there and its top within the viewport (below the sticky bar). */
const inView = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const top = document.querySelector(css)?.getBoundingClientRect().top;
    return top !== undefined && top >= 0 && top < window.innerHeight;
  }, selector);

test("Home's sub-menu scrolls to the Summary, Review and Footer sections of /", async ({
  page,
}) => {
  await page.goto('/blog');
  for (const [name, id] of [
    ['Summary', 'summary'],
    ['Review', 'review'],
    ['Footer', 'footer'],
  ] as const) {
    await bar(page).getByRole('button', { name: 'Home sections' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name }).click();
    await expect(page).toHaveURL(`/#${id}`);
    await expect.poll(() => inView(page, `#${id}`), name).toBe(true);
  }
  await expect(page.getByRole('heading', { name: TEXT.whatCustomerSays })).toBeVisible();
});

test("an unknown path answers HTTP 404 with the spec's not-found page", async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: TEXT.notFound })).toBeVisible();
  await page.getByRole('link', { name: TEXT.goToHome }).click();
  await expect(page).toHaveURL('/');
  // The app's own pages still answer 200 (an unknown tool's 404: server-rendering.spec.ts).
  const tool = await createTool();
  for (const path of ['/login', '/dashboard/orders', `/tool/${tool._id}`, '/allTool']) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
});

test('a new name in My Profile becomes the name the shop shows, and the token carries it', async ({
  page,
}) => {
  const rider = await createUser();
  const tool = await createTool();
  await signIn(page, rider);
  await page.goto('/dashboard');
  const form = page.getByRole('form', { name: DASHBOARD_TEXT.myProfile });
  await fillByLabel(form, {
    [DASHBOARD_TEXT.name]: 'Riley Renamed',
    [DASHBOARD_TEXT.education]: 'BSc',
    [DASHBOARD_TEXT.linkedin]: 'https://www.linkedin.com/in/riley',
    [DASHBOARD_TEXT.phone]: '555 0100',
    [DASHBOARD_TEXT.city]: 'Portland',
    [DASHBOARD_TEXT.district]: 'Multnomah',
  });
  await form.getByRole('button', { name: DASHBOARD_TEXT.update }).click();
  await expect(page.getByText(NOTICE.profileUpdated)).toBeVisible();
  await expect(bar(page).getByText('Riley Renamed', { exact: true })).toBeVisible();
  expect((await adminAuth().getUser(rider.uid)).displayName).toBe('Riley Renamed');
  await expect
    .poll(async () => {
      const token = await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);
      return (
        JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as {
          name?: string;
        }
      ).name;
    })
    .toBe('Riley Renamed');

  await page.goto(`/tool/${tool._id}`);
  await expect(
    page.getByRole('form', { name: DASHBOARD_TEXT.orderForm }).getByLabel(DASHBOARD_TEXT.name),
  ).toHaveValue('Riley Renamed');
});
