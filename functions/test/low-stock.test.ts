/**
 * The low-stock alert against the real emulators and maildev: admins get one mail when a tool's
 * stock falls to its threshold or below (an order's hold, an admin's edit), none while it stays
 * low, and at most one a day per tool however often it rises above and falls again (orders
 * placed and deleted); a retried event sends nothing twice. The threshold is validated by the
 * API.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, LOW_STOCK_THRESHOLD } from '@pedalworks/domain/constants';
import { dayKey } from '@pedalworks/domain/sales';
import { lowStockMail } from '@pedalworks/domain/mail';
import { VALIDATION } from '@pedalworks/domain/form-messages';
import type { Tool } from '@pedalworks/domain/types';
import {
  adminDb,
  api,
  createTool,
  createUser,
  type TestUser,
  TRIGGER_POLL,
} from '../../tests/support/emulators';
import { mailsTo } from '../../tests/support/mail';
import { lowStockMailId, syncLowStock } from '../src/services/low-stock';
import { heldOrder } from './support/orders';

let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  [admin, customer] = await Promise.all([createUser({ admin: true }), createUser()]);
});

const toolRef = (tool: Tool) => adminDb().collection('tools').doc(tool._id);
const flagOf = async (tool: Tool) => (await toolRef(tool).get()).data()?.lowStock as unknown;

/** The mail documents about this tool addressed to this admin. */
async function alertDocs(tool: Tool, to: TestUser) {
  const docs = await adminDb().collection('mail').where('to', '==', to.email).get();
  return docs.docs.filter((doc) => doc.id.startsWith(`low-stock-${tool._id}-`)).map((d) => d.id);
}

/** Today, as the alert's mail ids and `lowStockMailedOn` name it. */
const today = () => dayKey(new Date());

/** What maildev received about this tool for this admin. */
const receivedAbout = async (tool: Tool, to: TestUser) =>
  (await mailsTo(to.email)).filter((mail) => mail.subject.includes(tool.name));

describe('low-stock alert', { timeout: 120_000 }, () => {
  it('mails each admin once: an order, not again while low, nor after re-arming by an edit that day', async () => {
    const tool = await createTool({ availableQuantity: LOW_STOCK_THRESHOLD + 3, minimumOrder: 1 });
    // An order's hold takes the stock to the threshold: low.
    await heldOrder(customer, tool, 3);
    await expect.poll(() => flagOf(tool), TRIGGER_POLL).toBe(true);
    await expect
      .poll(() => alertDocs(tool, admin), TRIGGER_POLL)
      .toEqual([lowStockMailId(tool._id, today(), admin.uid)]);
    // Lower still: no second mail.
    await heldOrder(customer, tool, 1);
    // An admin's edit raises it above: re-armed, no mail.
    await toolRef(tool).update({ availableQuantity: 50 });
    await expect.poll(() => flagOf(tool), TRIGGER_POLL).toBe(false);
    expect(await alertDocs(tool, admin)).toHaveLength(1);
    // An admin's edit takes it to 2: low again, but the admins were told today.
    await toolRef(tool).update({ availableQuantity: 2 });
    await expect.poll(() => flagOf(tool), TRIGGER_POLL).toBe(true);
    expect(await alertDocs(tool, admin)).toEqual([lowStockMailId(tool._id, today(), admin.uid)]);
    expect((await toolRef(tool).get()).data()?.lowStockMailedOn).toBe(today());
    // Delivered through the shop's mail path, in the domain's words.
    const expected = lowStockMail({
      toolId: tool._id,
      toolName: tool.name,
      availableQuantity: LOW_STOCK_THRESHOLD,
      shopUrl: 'x',
    });
    await expect.poll(async () => (await receivedAbout(tool, admin)).length, TRIGGER_POLL).toBe(1);
    expect((await receivedAbout(tool, admin)).map((mail) => mail.subject)).toEqual([
      expected.subject,
    ]);
  });

  it('orders placed and deleted across the threshold mail each admin once a day, not per crossing', async () => {
    // The admins were told about this tool yesterday: that does not hold back today's mail.
    const yesterday = dayKey(new Date(Date.now() - DAY_MS));
    const tool = await createTool({
      availableQuantity: LOW_STOCK_THRESHOLD + 3,
      minimumOrder: 1,
      lowStockMailedOn: yesterday,
    });
    for (let crossing = 0; crossing < 3; crossing += 1) {
      const order = await heldOrder(customer, tool, 3);
      await expect.poll(() => flagOf(tool), TRIGGER_POLL).toBe(true);
      const deleted = await api('DELETE', `/order/${order._id}`, {
        token: await customer.token(),
      });
      expect(deleted.status).toBe(200);
      await expect.poll(() => flagOf(tool), TRIGGER_POLL).toBe(false);
    }
    expect(await alertDocs(tool, admin)).toEqual([lowStockMailId(tool._id, today(), admin.uid)]);
    expect((await toolRef(tool).get()).data()?.lowStockMailedOn).toBe(today());
    await expect.poll(async () => (await receivedAbout(tool, admin)).length, TRIGGER_POLL).toBe(1);
  });

  it('a retried event, or several at once, sends nothing twice', async () => {
    const tool = await createTool({ availableQuantity: 30, minimumOrder: 1 });
    await toolRef(tool).update({ availableQuantity: 1 });
    const written = await toolRef(tool).get();
    // The trigger's own run plus the same event three more times at once.
    await Promise.all([1, 2, 3].map(() => syncLowStock(toolRef(tool), written)));
    await expect.poll(() => flagOf(tool), TRIGGER_POLL).toBe(true);
    // And once more, late.
    expect(await syncLowStock(toolRef(tool), written)).toBeUndefined();
    expect(await alertDocs(tool, admin)).toEqual([lowStockMailId(tool._id, today(), admin.uid)]);
    expect((await toolRef(tool).get()).data()?.lowStockMailedOn).toBe(today());
  });

  it('sizes rewritten without their flags after the day’s mail: no second mail, no failed event', async () => {
    const option = { name: 'Size', variants: [{ id: 'a', value: 'A', stock: 0 }] };
    const tool = await createTool({ availableQuantity: 0, option });
    const mailed = [lowStockMailId(tool._id, today(), admin.uid, 'a')];
    await expect.poll(() => alertDocs(tool, admin), TRIGGER_POLL).toEqual(mailed);
    // As a write that sets the sizes whole would: the variant's low-stock flags are gone.
    await toolRef(tool).update({ option });
    await expect(syncLowStock(toolRef(tool), await toolRef(tool).get())).resolves.not.toThrow();
    await expect
      .poll(async () => (await toolRef(tool).get()).data()?.option.variants[0], TRIGGER_POLL)
      .toMatchObject({ lowStock: true, lowStockMailedOn: today() });
    expect(await alertDocs(tool, admin)).toEqual(mailed);
  });

  it('follows a tool’s own threshold; the API refuses one that is not a whole number from 0', async () => {
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 1, lowStockThreshold: 0 });
    await toolRef(tool).update({ availableQuantity: 1 });
    await toolRef(tool).update({ availableQuantity: 0 });
    await expect.poll(() => flagOf(tool), TRIGGER_POLL).toBe(true);
    expect(await alertDocs(tool, admin)).toEqual([lowStockMailId(tool._id, today(), admin.uid)]);

    const token = await admin.token();
    const body = {
      name: 'Spoke Key',
      img: '/tools/spoke-wrench-set.svg',
      price: 8,
      description: 'A spoke key.',
      minimumOrder: 1,
      availableQuantity: 10,
      category: 'wheels-tyres',
    };
    for (const [lowStockThreshold, message] of [
      [-1, VALIDATION.lowStockThresholdRange],
      [1_000_001, VALIDATION.lowStockThresholdRange],
      [2.5, VALIDATION.lowStockThresholdWhole],
      ['five', VALIDATION.lowStockThresholdWhole],
    ] as const) {
      const response = await api('POST', '/tool', { token, body: { ...body, lowStockThreshold } });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { message: string; field: string };
      expect(answer.field).toBe('lowStockThreshold');
      if (typeof lowStockThreshold === 'number') expect(answer.message).toBe(message);
    }
    const created = await api('POST', '/tool', { token, body: { ...body, lowStockThreshold: 12 } });
    expect(created.status).toBe(201);
    const { _id } = (await created.json()) as Tool;
    // 10 in stock, threshold 12: low at once.
    await expect
      .poll(async () => (await adminDb().collection('tools').doc(_id).get()).data(), TRIGGER_POLL)
      .toMatchObject({ lowStockThreshold: 12, lowStock: true, lowStockMailedOn: today() });
    await adminDb().collection('tools').doc(_id).delete();
  });
});
