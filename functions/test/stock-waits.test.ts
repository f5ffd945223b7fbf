/**
 * Back in stock against the real emulators and maildev: a visitor's request mails a
 * confirmation link (double opt-in, the same answer for every address's state); only confirmed
 * waits are mailed; a rise from sold out to orderable mails each waiter once and clears the
 * waits, a second restock mails nobody, and the same restock handled twice (a retried event,
 * or two at once) mails nobody twice. The admins' count follows the confirmed waiters.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_ERROR, VALIDATION } from '@pedalworks/domain/form-messages';
import { STOCK_MAIL_TEXT, backInStockMail } from '@pedalworks/domain/mail';
import {
  STOCK_WAIT_API,
  STOCK_WAIT_CONFIRM_DAYS,
  STOCK_WAIT_TEXT,
  stockWaitPath,
} from '@pedalworks/domain/stock-waits';
import type { Tool } from '@pedalworks/domain/types';
import { VARIANT_TEXT } from '@pedalworks/domain/variants';
import { HOSTING_URL } from '../../scripts/lib/emulator-config';
import { adminDb, api, createTool, createUser, TRIGGER_POLL } from '../../tests/support/emulators';
import { mailsWith, type MailDoc } from '../../tests/support/mail';
import { deleteUnconfirmedWaits, notifyBackInStock } from '../src/services/stock-waits';

const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@pedalworks.test`;
const waiters = (tool: Tool) => adminDb().doc(stockWaitPath(tool._id)).collection('waiters');
const countOf = async (tool: Tool) =>
  (await adminDb().doc(stockWaitPath(tool._id)).get()).data()?.count as unknown;

const request = async (tool: Pick<Tool, '_id'>, email: string) => {
  const response = await api('POST', STOCK_WAIT_API.request(tool._id), { body: { email } });
  return { status: response.status, body: (await response.json()) as unknown };
};

/** The mail queue's documents to `email` with this subject. */
const queued = async (email: string, subject: string) =>
  (await adminDb().collection('mail').where('to', '==', email).get()).docs
    .map((doc) => ({ ...(doc.data() as MailDoc), id: doc.id }))
    .filter((mail) => mail.message.subject === subject);

const linkIn = (text: string) => /https?:\/\/\S+\/wait\/confirm\?\S+/.exec(text)![0];
const open = (link: string) => {
  const url = new URL(link);
  return fetch(`${HOSTING_URL}${url.pathname}${url.search}`);
};

const soldOutTool = () => createTool({ minimumOrder: 2, availableQuantity: 1 });
const restock = (tool: Tool, availableQuantity: number) =>
  adminDb().collection('tools').doc(tool._id).update({ availableQuantity });

describe('back in stock', { timeout: 120_000 }, () => {
  it('a visitor confirms by the link, the restock mails them once, a second restock nobody', async () => {
    const tool = await soldOutTool();
    const email = address('visitor');
    const first = await request(tool, email.toUpperCase());
    expect(first).toEqual({ status: 202, body: { message: STOCK_WAIT_TEXT.requested } });
    const [confirm, ...more] = await queued(email, STOCK_MAIL_TEXT.subject.confirm(tool.name));
    expect(more).toHaveLength(0);
    const link = linkIn(confirm!.message.text);

    // The same answer while waiting for confirmation, and no second mail.
    expect(await request(tool, email)).toEqual(first);
    expect(await queued(email, STOCK_MAIL_TEXT.subject.confirm(tool.name))).toHaveLength(1);

    // A forged token confirms nothing; the link does.
    const forged = new URL(link);
    forged.searchParams.set('token', 'f'.repeat(48));
    const refused = await open(forged.toString());
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain(STOCK_WAIT_TEXT.invalid);
    const confirmed = await open(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(STOCK_WAIT_TEXT.confirmed);
    await expect.poll(() => countOf(tool), TRIGGER_POLL).toBe(1);
    // The same answer once confirmed.
    expect(await request(tool, email)).toEqual(first);

    const subject = backInStockMail({ toolId: tool._id, toolName: tool.name, shopUrl: '' }).subject;
    await restock(tool, 10);
    await expect.poll(async () => (await waiters(tool).get()).size, TRIGGER_POLL).toBe(0);
    await expect.poll(async () => (await queued(email, subject)).length, TRIGGER_POLL).toBe(1);
    await expect.poll(async () => (await mailsWith(email, subject)).length, TRIGGER_POLL).toBe(1);
    const [received] = await mailsWith(email, subject);
    expect(received!.text).toContain(`/tool/${tool._id}`);
    await expect.poll(() => countOf(tool), TRIGGER_POLL).toBe(0);

    // Sold out and back again, with nobody waiting: nothing more.
    await restock(tool, 0);
    await restock(tool, 12);
    const after = await notifyBackInStock(
      tool._id,
      { ...tool, availableQuantity: 0 },
      { ...tool, availableQuantity: 12 },
      'late-check',
    );
    expect(after).toBe(0);
    expect(await queued(email, subject)).toHaveLength(1);
  });

  it('a wait confirmed only after the restock is mailed at once, and once', async () => {
    const tool = await soldOutTool();
    const [email, early] = [address('late'), address('early')];
    const linkOf = async (to: string) => {
      expect((await request(tool, to)).status).toBe(202);
      const [mail] = await queued(to, STOCK_MAIL_TEXT.subject.confirm(tool.name));
      return linkIn(mail!.message.text);
    };
    const link = await linkOf(email);
    expect((await open(await linkOf(early))).status).toBe(200);
    // The restock's trigger is done once it has mailed the confirmed wait.
    await restock(tool, 10);
    const subject = backInStockMail({ toolId: tool._id, toolName: tool.name, shopUrl: '' }).subject;
    await expect.poll(async () => (await queued(early, subject)).length, TRIGGER_POLL).toBe(1);
    expect(await queued(email, subject)).toHaveLength(0);

    expect((await open(link)).status).toBe(200);
    expect(await queued(email, subject)).toHaveLength(1);
    expect((await waiters(tool).get()).size).toBe(0);
    await open(link);
    expect(await queued(email, subject)).toHaveLength(1);
  });

  it('the waits of a deleted tool, or of a size it no longer has, are let go', async () => {
    const sizes = ['a', 'b'].map((id) => ({ id, value: id.toUpperCase(), stock: 0 }));
    const option = { name: 'Size', variants: sizes };
    const tools = await Promise.all([0, 1].map(() => createTool({ availableQuantity: 0, option })));
    for (const tool of tools) {
      for (const { id } of sizes) {
        const body = { email: address('gone'), variantId: id };
        expect((await api('POST', STOCK_WAIT_API.request(tool._id), { body })).status).toBe(202);
      }
    }
    const [resized, deleted] = tools as [Tool, Tool];
    const ref = (tool: Tool) => adminDb().collection('tools').doc(tool._id);
    await ref(resized).update({ option: { ...option, variants: [sizes[0]] } });
    await ref(deleted).delete();
    const left = async (tool: Tool) =>
      (await waiters(tool).get()).docs.map((doc) => doc.get('variantId') as string);
    await expect.poll(() => left(resized), TRIGGER_POLL).toEqual(['a']);
    await expect.poll(() => left(deleted), TRIGGER_POLL).toEqual([]);
  });

  it('a visitor waits for two sizes of one tool: two waits, each confirmed by its own link', async () => {
    const sizes = ['a', 'b'].map((id) => ({ id, value: id.toUpperCase(), stock: 0 }));
    const tool = await createTool({
      minimumOrder: 1,
      availableQuantity: 0,
      option: { name: 'Size', variants: sizes },
    });
    const email = address('sizes');
    for (const { id } of sizes) {
      const body = { email, variantId: id };
      expect((await api('POST', STOCK_WAIT_API.request(tool._id), { body })).status).toBe(202);
    }
    const confirms = await queued(email, STOCK_MAIL_TEXT.subject.confirm(tool.name));
    expect(confirms).toHaveLength(2);
    for (const mail of confirms) expect((await open(linkIn(mail.message.text))).status).toBe(200);
    const confirmed = await waiters(tool).where('confirmed', '==', true).get();
    expect(confirmed.docs.map((doc) => doc.get('variantId') as string).sort()).toEqual(['a', 'b']);
  });

  it('a visitor told once waits again: a new confirmation, and the next restock mails them', async () => {
    const tool = await soldOutTool();
    const email = address('again');
    const confirmSubject = STOCK_MAIL_TEXT.subject.confirm(tool.name);
    const subject = STOCK_MAIL_TEXT.subject.backInStock(tool.name);
    const used = new Set<string>();
    for (const round of [1, 2]) {
      expect(await request(tool, email)).toEqual({
        status: 202,
        body: { message: STOCK_WAIT_TEXT.requested },
      });
      const confirms = await queued(email, confirmSubject);
      expect(confirms).toHaveLength(round);
      const latest = confirms.find((mail) => !used.has(mail.id))!;
      used.add(latest.id);
      expect((await open(linkIn(latest.message.text))).status).toBe(200);
      await restock(tool, 10);
      await expect
        .poll(async () => (await queued(email, subject)).length, TRIGGER_POLL)
        .toBe(round);
      await expect.poll(async () => (await waiters(tool).get()).size, TRIGGER_POLL).toBe(0);
      await restock(tool, 1);
    }
  });

  it('a confirmation link checks the token first: a wrong one answers the same for every address', async () => {
    const tool = await soldOutTool();
    const [waiting, confirmed, stranger] = [address('waits'), address('done'), address('none')];
    await request(tool, waiting);
    await request(tool, confirmed);
    const [mail] = await queued(confirmed, STOCK_MAIL_TEXT.subject.confirm(tool.name));
    const link = linkIn(mail!.message.text);
    expect((await open(link)).status).toBe(200);
    const forged = (email: string) => {
      const url = new URL(link);
      url.searchParams.set('email', email);
      url.searchParams.set('token', 'f'.repeat(48));
      return url.toString();
    };
    const answers = await Promise.all(
      [waiting, confirmed, stranger].map(async (email) => {
        const response = await open(forged(email));
        return [response.status, await response.text()];
      }),
    );
    expect(answers[0]).toEqual([404, expect.stringContaining(STOCK_WAIT_TEXT.invalid)]);
    expect(answers).toEqual([answers[0], answers[0], answers[0]]);
    // The right link a second time still says it worked.
    const again = await open(link);
    expect([again.status, await again.text()]).toEqual([
      200,
      expect.stringContaining(STOCK_WAIT_TEXT.confirmed),
    ]);
  });

  it('an unconfirmed wait is never mailed; the count holds only confirmed waits', async () => {
    const tool = await soldOutTool();
    const email = address('unconfirmed');
    await request(tool, email);
    expect((await waiters(tool).get()).size).toBe(1);
    await expect.poll(() => countOf(tool), TRIGGER_POLL).toBe(0);
    await restock(tool, 5);
    const subject = STOCK_MAIL_TEXT.subject.backInStock(tool.name);
    expect(
      await notifyBackInStock(
        tool._id,
        { ...tool, availableQuantity: 1 },
        { ...tool, availableQuantity: 5 },
        'check',
      ),
    ).toBe(0);
    expect(await queued(email, subject)).toHaveLength(0);

    // Left unconfirmed past STOCK_WAIT_CONFIRM_DAYS, the wait and its mail go.
    const confirmSubject = STOCK_MAIL_TEXT.subject.confirm(tool.name);
    expect(await queued(email, confirmSubject)).toHaveLength(1);
    expect(await deleteUnconfirmedWaits(new Date())).toBe(0);
    const later = new Date(Date.now() + (STOCK_WAIT_CONFIRM_DAYS + 1) * 86_400_000);
    expect(await deleteUnconfirmedWaits(later)).toBeGreaterThanOrEqual(1);
    expect((await waiters(tool).get()).size).toBe(0);
    expect(await queued(email, confirmSubject)).toHaveLength(0);
  });

  it('the same restock handled twice, or three times at once, mails each waiter once', async () => {
    const tool = await soldOutTool();
    const emails = [address('twice-a'), address('twice-b')];
    await Promise.all(
      emails.map((email, index) =>
        waiters(tool)
          .doc(`waiter-${index}`)
          .set({ toolId: tool._id, email, confirmed: true, createdAt: new Date() }),
      ),
    );
    await restock(tool, 8);
    const before = { ...tool, availableQuantity: 1 };
    const after = { ...tool, availableQuantity: 8 };
    // The trigger's own run, plus the same restock three more times at once, and once late.
    const runs = await Promise.all(
      [1, 2, 3].map(() => notifyBackInStock(tool._id, before, after, 'repeat')),
    );
    await expect.poll(async () => (await waiters(tool).get()).size, TRIGGER_POLL).toBe(0);
    expect(await notifyBackInStock(tool._id, before, after, 'repeat')).toBe(0);
    expect(runs.reduce((sum, run) => sum + run, 0)).toBeLessThanOrEqual(2);
    const subject = STOCK_MAIL_TEXT.subject.backInStock(tool.name);
    for (const email of emails) expect(await queued(email, subject)).toHaveLength(1);
  });

  it('refuses a bad address, an unknown tool and a tool in stock, storing nothing', async () => {
    const tool = await soldOutTool();
    expect(await request(tool, 'not-an-address')).toMatchObject({
      status: 400,
      body: { message: VALIDATION.emailInvalid },
    });
    expect(await request({ _id: 'no-such-tool' }, address('x'))).toMatchObject({
      status: 404,
      body: { message: API_ERROR.notFound },
    });
    const stocked = await createTool({ minimumOrder: 1, availableQuantity: 3 });
    expect(await request(stocked, address('y'))).toMatchObject({
      status: 409,
      body: { message: STOCK_WAIT_TEXT.inStock },
    });
    expect((await waiters(tool).get()).size).toBe(0);
    expect((await waiters(stocked).get()).size).toBe(0);
  });
});

describe('back in stock per size', { timeout: 120_000 }, () => {
  it('a wait names a sold-out size; that size back mails its waiters alone', async () => {
    const admin = await createUser({ admin: true });
    const tool = await createTool({
      minimumOrder: 1,
      availableQuantity: 20,
      option: {
        name: 'Size',
        variants: [
          { id: 'small', value: '13 mm', stock: 0 },
          { id: 'large', value: '17 mm', stock: 20 },
        ],
      },
    });
    const wait = (email: string, variantId: string) =>
      api('POST', `/tool/${tool._id}/wait`, { body: { email, variantId } });
    expect((await wait('in-stock@pedalworks.test', 'large')).status).toBe(409);
    const unknown = await wait('nope@pedalworks.test', 'nope');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: VARIANT_TEXT.unknownVariant });
    expect((await wait('small@pedalworks.test', 'small')).status).toBe(202);

    const waiting = waiters(tool);
    const confirmed = (email: string, variantId?: string) => ({
      toolId: tool._id,
      email,
      confirmed: true,
      createdAt: new Date(),
      ...(variantId ? { variantId } : {}),
    });
    await Promise.all([
      waiting.doc('small-waiter').set(confirmed('s@pedalworks.test', 'small')),
      waiting.doc('large-waiter').set(confirmed('l@pedalworks.test', 'large')),
      waiting.doc('tool-waiter').set(confirmed('t@pedalworks.test')),
    ]);
    const restocked = await api('POST', `/tool/${tool._id}/stock`, {
      token: await admin.token(),
      body: { delta: 3, reason: 'Delivery', variantId: 'small' },
    });
    expect(restocked.status).toBe(200);
    await expect
      .poll(async () => (await waiting.doc('small-waiter').get()).exists, TRIGGER_POLL)
      .toBe(false);
    const mails = await adminDb().collection('mail').where('to', '==', 's@pedalworks.test').get();
    expect(mails.docs.map((d) => d.get('message.subject') as string).join()).toContain(
      `${tool.name} · Size 13 mm`,
    );
    expect((await waiting.doc('large-waiter').get()).exists).toBe(true);
    expect((await waiting.doc('tool-waiter').get()).exists).toBe(true);
  });
});
