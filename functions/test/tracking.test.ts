/**
 * Tracking numbers against the emulators: an admin ships with or without a carrier and number
 * (on the order, its 'shipped' event and mail), corrects them afterwards ('tracking-updated',
 * one short mail per correction, each raising the customer's orders version), and every bad
 * input or caller changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_TEXT } from '@pedalworks/domain/roles';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { MAIL_TEXT } from '@pedalworks/domain/mail';
import { SHIPMENT_TEXT, trackingUrl } from '@pedalworks/domain/shipment';
import type { Order, Tool } from '@pedalworks/domain/types';
import { adminDb, api, createTool, createUser, type TestUser } from '../../tests/support/emulators';
import { eventsOf, eventually, mailDoc, mailDocsOf, mailsTo } from '../../tests/support/mail';
import { heldOrder, paidOrder, readOrder } from './support/orders';

let admin: TestUser;
let tool: Tool;
beforeAll(async () => {
  [admin, tool] = await Promise.all([
    createUser({ admin: true }),
    createTool({ name: 'Spoke Key', availableQuantity: 1000, minimumOrder: 1 }),
  ]);
});

const adminCall = async (method: string, path: string, body?: unknown) =>
  api(method, path, { token: await admin.token(), body });

const ship = (order: Order, body?: unknown) => adminCall('PUT', `/manageorder/${order._id}`, body);
const correct = (order: Order, body: unknown) =>
  adminCall('PUT', `/manageorder/${order._id}/tracking`, body);

async function paid(): Promise<{ customer: TestUser; order: Order }> {
  const customer = await createUser();
  const { order } = await paidOrder(customer, tool);
  return { customer, order };
}

/** The order, its events and its mail documents: what a refused call must leave as it was. */
async function stateOf(order: Order) {
  const stored = await adminDb().collection('orders').doc(order._id).get();
  // Deliveries of earlier mails ('mail-sent') land whenever they do: not the call's doing.
  const events = (await eventsOf(order._id))
    .filter((event) => !event.type.startsWith('mail-'))
    .map(({ id, type, details }) => ({ id, type, details }));
  const mails = (await mailDocsOf(order._id)).map((mail) => mail.id).sort();
  return { order: stored.data(), events, mails };
}

async function expectRefused(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { message: string }).message).toBe(message);
}

const ups = { carrier: 'ups', trackingNumber: '1Z999AA10123456784' };

describe('shipping with a tracking number', { timeout: 120_000 }, () => {
  it('records it on the order, the shipped event and the mail with its link, once', async () => {
    const { customer, order } = await paid();
    // Twice (a double click): one shipment, one event, one mail.
    for (let i = 0; i < 2; i += 1) {
      const response = await ship(order, { ...ups, trackingNumber: '1Z999 AA1 0123456784' });
      expect(await response.json()).toEqual({ modifiedCount: i === 0 ? 1 : 0 });
    }
    expect(await readOrder(order._id)).toMatchObject({ status: 'shipped', shipment: ups });
    const shipped = (await eventsOf(order._id)).filter((event) => event.type === 'shipped');
    expect(shipped).toEqual([expect.objectContaining({ details: ups, by: { role: 'admin' } })]);
    await eventually(async () =>
      (await mailDoc(`${order._id}-shipped`))?.delivery.state === 'SUCCESS' ? true : undefined,
    );
    const mails = (await mailsTo(customer.email)).filter(
      (mail) => mail.subject === MAIL_TEXT.subject.shipped(tool.name),
    );
    expect(mails).toHaveLength(1);
    const link = trackingUrl(ups.carrier, ups.trackingNumber)!;
    expect(mails[0]!.text).toContain(ups.trackingNumber);
    expect(mails[0]!.text).toContain(link);
    expect(mails[0]!.html).toContain(`href="${link}"`);
  });

  it('without one, as the spec calls it (no body) or with an empty JSON body', async () => {
    const [first, second] = await Promise.all([paid(), paid()]);
    expect((await ship(first.order)).status).toBe(200);
    expect((await ship(second.order, {})).status).toBe(200);
    for (const { order } of [first, second]) {
      const stored = await readOrder(order._id);
      expect(stored?.status).toBe('shipped');
      expect(stored?.shipment).toBeUndefined();
      const shipped = (await eventsOf(order._id)).find((event) => event.type === 'shipped');
      expect(shipped?.details).toEqual({});
    }
  });

  it('refuses bad input with the domain text and ships nothing', async () => {
    const { order } = await paid();
    const before = await stateOf(order);
    const refusals: [unknown, string][] = [
      [{ carrier: 'pony-express', trackingNumber: '123' }, SHIPMENT_TEXT.unknownCarrier],
      [{ carrier: 'ups', trackingNumber: 'A'.repeat(200) }, SHIPMENT_TEXT.numberTooLong],
      [{ carrier: 'ups', trackingNumber: '1Z<b>' }, SHIPMENT_TEXT.numberInvalid],
      [{ trackingNumber: '123' }, SHIPMENT_TEXT.carrierRequired],
      [{ carrier: 'dhl' }, SHIPMENT_TEXT.numberRequired],
      [{ carrier: { ups: true } }, API_ERROR.wrongType],
      [[ups], API_ERROR.invalidBody],
    ];
    for (const [body, message] of refusals)
      await expectRefused(await ship(order, body), 400, message);
    expect(await stateOf(order)).toEqual(before);
    expect(before.order?.status).toBe('paid');
  });

  it('refuses a customer, and an order that is not paid', async () => {
    const { customer, order } = await paid();
    const before = await stateOf(order);
    const byCustomer = await api('PUT', `/manageorder/${order._id}`, {
      token: await customer.token(),
      body: ups,
    });
    await expectRefused(byCustomer, 403, ROLE_TEXT.missingRight('shipOrders'));
    expect(await stateOf(order)).toEqual(before);
    const held = await heldOrder(customer, tool);
    await expectRefused(await ship(held, ups), 409, API_ERROR.orderNotPaid);
    expect((await readOrder(held._id))?.shipment).toBeUndefined();
  });
});

describe('correcting a tracking number', { timeout: 120_000 }, () => {
  it('changes it, records it on the timeline and mails the new link, once per change', async () => {
    const { customer, order } = await paid();
    await ship(order, ups);
    const fedex = { carrier: 'fedex', trackingNumber: '612999AA10' };
    // Twice the same correction (a double click): one change.
    for (let i = 0; i < 2; i += 1) {
      expect(await (await correct(order, fedex)).json()).toEqual({
        modifiedCount: i === 0 ? 1 : 0,
      });
    }
    expect(await readOrder(order._id)).toMatchObject({ status: 'shipped', shipment: fedex });
    // Then removed.
    expect(await (await correct(order, {})).json()).toEqual({ modifiedCount: 1 });
    expect((await readOrder(order._id))?.shipment).toBeNull();

    const events = await eventsOf(order._id);
    expect(events.filter((event) => event.type === 'shipped')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'tracking-updated')).toEqual([
      expect.objectContaining({ id: 'tracking-updated-1', details: fedex, by: { role: 'admin' } }),
      expect.objectContaining({ id: 'tracking-updated-2', details: {} }),
    ]);
    expect(JSON.stringify(events)).not.toContain(admin.uid);
    // One 'shipped' mail and one short mail per correction.
    const ids = (await mailDocsOf(order._id)).map((mail) => mail.id);
    expect(ids.filter((id) => id.includes('-shipped'))).toHaveLength(1);
    expect(ids.filter((id) => id.includes('-tracking-updated')).sort()).toEqual([
      `${order._id}-tracking-updated-1`,
      `${order._id}-tracking-updated-2`,
    ]);
    await eventually(async () =>
      (await mailDoc(`${order._id}-tracking-updated-1`))?.delivery.state === 'SUCCESS'
        ? true
        : undefined,
    );
    const corrected = (await mailsTo(customer.email)).filter(
      (mail) => mail.subject === MAIL_TEXT.subject['tracking-updated'](tool.name),
    );
    expect(corrected.some((mail) => mail.text.includes(trackingUrl('fedex', '612999AA10')!))).toBe(
      true,
    );
  });

  it('corrects the tracking once a change; the same values again change nothing', async () => {
    const { order } = await paid();
    await ship(order, ups);
    const fedex = { carrier: 'fedex', trackingNumber: '612999AA10' };
    const corrections: [unknown, number][] = [
      [fedex, 1],
      [fedex, 0],
      [{}, 1],
    ];
    for (const [body, modifiedCount] of corrections) {
      expect(await (await correct(order, body)).json()).toEqual({ modifiedCount });
    }
  });

  it('refuses bad input, a customer, an unshipped order: nothing changes', async () => {
    const { customer, order } = await paid();
    const unshipped = await stateOf(order);
    await expectRefused(await correct(order, ups), 409, SHIPMENT_TEXT.notShipped);
    expect(await stateOf(order)).toEqual(unshipped);

    await ship(order, ups);
    const before = await stateOf(order);
    const refusals: [unknown, string][] = [
      [{ carrier: 'pony-express', trackingNumber: '123' }, SHIPMENT_TEXT.unknownCarrier],
      [{ carrier: 'usps', trackingNumber: '9'.repeat(200) }, SHIPMENT_TEXT.numberTooLong],
      [{ carrier: 'usps', trackingNumber: '94 00/1' }, SHIPMENT_TEXT.numberInvalid],
      [{ trackingNumber: '123' }, SHIPMENT_TEXT.carrierRequired],
      [{ carrier: 'dhl', trackingNumber: '' }, SHIPMENT_TEXT.numberRequired],
    ];
    for (const [body, message] of refusals) {
      await expectRefused(await correct(order, body), 400, message);
    }
    const byCustomer = await api('PUT', `/manageorder/${order._id}/tracking`, {
      token: await customer.token(),
      body: { carrier: 'dhl', trackingNumber: '123' },
    });
    await expectRefused(byCustomer, 403, ROLE_TEXT.missingRight('shipOrders'));
    const anonymous = await api('PUT', `/manageorder/${order._id}/tracking`, { body: ups });
    expect(anonymous.status).toBe(401);
    await expectRefused(
      await adminCall('PUT', '/manageorder/no-such-order/tracking', ups),
      404,
      API_ERROR.notFound,
    );
    expect(await stateOf(order)).toEqual(before);
  });
});
