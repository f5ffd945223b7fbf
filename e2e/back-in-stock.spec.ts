import { randomUUID } from 'node:crypto';
import { VALIDATION } from '@pedalworks/domain/form-messages';
import { SALES_TEXT } from '@pedalworks/domain/sales';
import { STOCK_TEXT } from '@pedalworks/domain/stock';
import { STOCK_MAIL_TEXT } from '@pedalworks/domain/mail';
import { STOCK_WAIT_TEXT, stockWaitPath, stockWaiterPath } from '@pedalworks/domain/stock-waits';
import type { Tool } from '@pedalworks/domain/types';
import { expect, test } from './support/test';
import { adminDb, createTool, createUser, TRIGGER_POLL } from '../tests/support/emulators';
import { mailsTo, mailsWith } from '../tests/support/mail';
import { expectNoA11yViolations } from './support/a11y';
import { signInByToken } from './support/session';
import { findTool, warmUpApi } from './support/shop';

test.beforeAll(warmUpApi);

const setStock = (tool: Tool, availableQuantity: number) =>
  adminDb().collection('tools').doc(tool._id).update({ availableQuantity });

/** The back-in-stock mails about `tool` maildev received for `email`. */
const backInStockMails = async (tool: Tool, email: string) =>
  (await mailsTo(email)).filter(
    (mail) => mail.subject === STOCK_MAIL_TEXT.subject.backInStock(tool.name),
  );

/** A confirmed wait written by the Admin SDK, as a visitor's confirmed link leaves it. */
const waitFor = (tool: Tool, email: string) =>
  adminDb()
    .doc(stockWaiterPath(tool._id, `email-${randomUUID().slice(0, 8)}`))
    .set({ toolId: tool._id, email, confirmed: true, createdAt: new Date() });

// Each test's steps and then its polls for a trigger's mail (TRIGGER_POLL, a minute) must fit.
test.describe.configure({ timeout: 120_000 });

test('a customer waits for a sold-out tool; its restock mails them once, the next restock not again', async ({
  page,
}) => {
  const rider = await createUser();
  const tool = await createTool({ minimumOrder: 2, availableQuantity: 0 });
  await signInByToken(page, rider);
  await page.goto(`/tool/${tool._id}`);
  const notify = page.getByRole('button', { name: STOCK_WAIT_TEXT.notifyMe });
  const cancel = page.getByRole('button', { name: STOCK_WAIT_TEXT.cancel });
  await notify.click();
  await expect(page.getByText(STOCK_WAIT_TEXT.waitSet(tool.name))).toBeVisible();
  await expect(page.getByText(STOCK_WAIT_TEXT.waiting)).toBeVisible();
  // The button toggles: cancelled, then asked again.
  await cancel.click();
  await expect(notify).toBeVisible();
  await notify.click();
  await expect(cancel).toBeVisible();
  await expectNoA11yViolations(page);
  await expect
    .poll(
      async () => (await adminDb().doc(stockWaitPath(tool._id)).get()).get('count'),
      TRIGGER_POLL,
    )
    .toBe(1);

  await setStock(tool, 10);
  await expect
    .poll(async () => (await backInStockMails(tool, rider.email)).length, TRIGGER_POLL)
    .toBe(1);
  const [mail] = await backInStockMails(tool, rider.email);
  expect(mail!.text).toContain(`/tool/${tool._id}`);
  // The page follows the stock: nothing to wait for any more.
  await expect(page.getByRole('heading', { name: STOCK_WAIT_TEXT.heading })).toHaveCount(0);

  // Sold out and restocked again: the rider did not ask again, so only the new waiter, whose
  // mail shows that restock was handled, is mailed.
  await setStock(tool, 0);
  const other = `other-${randomUUID().slice(0, 8)}@pedalworks.test`;
  await waitFor(tool, other);
  await setStock(tool, 6);
  await expect.poll(async () => (await backInStockMails(tool, other)).length, TRIGGER_POLL).toBe(1);
  expect(await backInStockMails(tool, rider.email)).toHaveLength(1);
});

test('a visitor asks by e-mail, confirms by the link, and gets the restock mail', async ({
  page,
}) => {
  const tool = await createTool({ minimumOrder: 1, availableQuantity: 0 });
  const email = `visitor-${randomUUID().slice(0, 8)}@pedalworks.test`;
  await page.goto(`/tool/${tool._id}`);
  await expect(page).toHaveURL(`/tool/${tool._id}`);
  const form = page.getByRole('form', { name: STOCK_WAIT_TEXT.notifyMe });
  await form.getByLabel(STOCK_WAIT_TEXT.email).fill('not-an-address');
  await form.getByRole('button', { name: STOCK_WAIT_TEXT.notifyMe }).click();
  await expect(form.getByText(VALIDATION.emailInvalid)).toBeVisible();
  await form.getByLabel(STOCK_WAIT_TEXT.email).fill(email);
  await form.getByRole('button', { name: STOCK_WAIT_TEXT.notifyMe }).click();
  await expect(page.getByText(STOCK_WAIT_TEXT.requested)).toBeVisible();
  await expectNoA11yViolations(page);

  const subject = STOCK_MAIL_TEXT.subject.confirm(tool.name);
  await expect.poll(async () => (await mailsWith(email, subject)).length, TRIGGER_POLL).toBe(1);
  const [confirmation] = await mailsWith(email, subject);
  const link = /https?:\/\/\S+\/wait\/confirm\?\S+/.exec(confirmation!.text)![0];
  // The link's page is the API's own small HTML page, not the app.
  const confirmed = await page.request.get(link);
  expect(confirmed.status()).toBe(200);
  expect(await confirmed.text()).toContain(STOCK_WAIT_TEXT.confirmedTitle);

  await setStock(tool, 4);
  await expect.poll(async () => (await backInStockMails(tool, email)).length, TRIGGER_POLL).toBe(1);
});

test('admins see how many wait for each tool, in Manage Tools and on the sales page', async ({
  page,
}) => {
  const admin = await createUser({ admin: true });
  const tool = await createTool({
    name: `Aa Waited ${randomUUID().slice(0, 8)}`,
    availableQuantity: 0,
  });
  for (const name of ['a', 'b', 'c', 'd', 'e']) {
    await waitFor(tool, `${name}-${randomUUID().slice(0, 8)}@pedalworks.test`);
  }
  await expect
    .poll(
      async () => (await adminDb().doc(stockWaitPath(tool._id)).get()).get('count'),
      TRIGGER_POLL,
    )
    .toBe(5);
  await signInByToken(page, admin);
  await page.goto('/dashboard/sales');
  const waiting = page.getByRole('table', { name: STOCK_WAIT_TEXT.waitingTable });
  await expect(waiting.getByRole('row', { name: `${tool.name} 5` })).toBeVisible();
  await expect(waiting.getByRole('columnheader', { name: SALES_TEXT.tool })).toBeVisible();

  await page.goto('/dashboard/manageTool');
  const row = await findTool(page, tool.name);
  const column = STOCK_TEXT.toolsColumns.indexOf(STOCK_WAIT_TEXT.waitingColumn);
  await expect(row.getByRole('cell').nth(column)).toHaveText('5');
});
