import { describe, expect, it } from 'vitest';
import { orderMail, type OrderMailData } from './mail';
import {
  CARRIERS,
  CARRIER_IDS,
  SHIPMENT_TEXT,
  TRACKING_NUMBER_MAX_LENGTH,
  shipmentOf,
  trackingUrl,
} from './shipment';
import { shipmentSchema } from './shipment-schema';
import { describeEvent } from './timeline';

/** The schema's first refusal, or the valid value. */
async function check(input: Record<string, unknown>) {
  try {
    return { value: await shipmentSchema.validate(input) };
  } catch (error) {
    return { error: (error as Error).message, path: (error as { path?: string }).path };
  }
}

describe('the shipment schema', () => {
  it('takes a known carrier with its number, or neither', async () => {
    expect(await check({ carrier: 'ups', trackingNumber: '1Z999AA10123456784' })).toEqual({
      value: { carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
    });
    expect(await check({})).toEqual({ value: {} });
    // The dialog's empty fields are no values.
    expect(shipmentOf((await check({ carrier: '', trackingNumber: '  ' })).value!)).toBe(undefined);
  });

  it('drops the spaces carriers print between groups', async () => {
    const { value } = await check({ carrier: 'usps', trackingNumber: ' 9400 1000 0000 0000 ' });
    expect(value).toEqual({ carrier: 'usps', trackingNumber: '9400100000000000' });
  });

  it('refuses an unknown carrier, a number alone, a carrier alone', async () => {
    expect(await check({ carrier: 'pony', trackingNumber: '123' })).toMatchObject({
      error: SHIPMENT_TEXT.unknownCarrier,
      path: 'carrier',
    });
    expect(await check({ carrier: '__proto__', trackingNumber: '123' })).toMatchObject({
      error: SHIPMENT_TEXT.unknownCarrier,
    });
    expect(await check({ trackingNumber: '123' })).toMatchObject({
      error: SHIPMENT_TEXT.carrierRequired,
      path: 'carrier',
    });
    expect(await check({ carrier: 'dhl' })).toMatchObject({
      error: SHIPMENT_TEXT.numberRequired,
      path: 'trackingNumber',
    });
  });

  it('refuses a number of 200 characters, or with other characters', async () => {
    expect(await check({ carrier: 'ups', trackingNumber: 'A'.repeat(200) })).toMatchObject({
      error: SHIPMENT_TEXT.numberTooLong,
    });
    expect(
      await check({ carrier: 'ups', trackingNumber: 'A'.repeat(TRACKING_NUMBER_MAX_LENGTH) }),
    ).toHaveProperty('value');
    for (const bad of ['1Z<script>', 'a/b', '12?x=1', 'ab#c']) {
      expect(await check({ carrier: 'ups', trackingNumber: bad })).toMatchObject({
        error: SHIPMENT_TEXT.numberInvalid,
      });
    }
  });
});

describe('tracking links', () => {
  it("put the number in the carrier's template", () => {
    expect(trackingUrl('ups', '1Z999')).toBe('https://www.ups.com/track?tracknum=1Z999');
    for (const id of CARRIER_IDS) {
      const url = trackingUrl(id, 'AB-12');
      if (CARRIERS[id].trackingUrl === null) expect(url).toBeNull();
      else expect(url).toMatch(/^https:\/\/[^{}]*AB-12[^{}]*$/);
    }
  });

  it('give none for Other or a carrier not in the list, and encode the number', () => {
    expect(trackingUrl('other', '123')).toBeNull();
    expect(trackingUrl('pony', '123')).toBeNull();
    expect(trackingUrl('fedex', 'a&b')).toContain('a%26b');
  });
});

describe('the shipment in the timeline and the mails', () => {
  const data: OrderMailData = {
    orderId: 'order-1',
    name: 'Ann Rider',
    toolName: 'Torque Wrench',
    quantity: 1,
    unitPrice: 10,
    total: 10,
    address: '1 Main St',
    at: new Date('2026-11-23T17:30:00Z'),
    shopUrl: 'https://shop.example',
  };

  it('the shipped event and mail carry the carrier, the number and the link', () => {
    const shipment = { carrier: 'ups', trackingNumber: '1Z999' } as const;
    expect(describeEvent({ type: 'shipped', details: shipment })).toBe(
      'Shipped: UPS tracking number 1Z999',
    );
    expect(describeEvent({ type: 'shipped', details: {} })).toBe('Shipped');
    const mail = orderMail('shipped', { ...data, shipment });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('1Z999');
      expect(part).toContain('https://www.ups.com/track?tracknum=1Z999');
    }
    const plain = orderMail('shipped', data);
    expect(plain.text).not.toContain('Tracking');
  });

  it('a correction says the new number, or that it was removed', () => {
    const shipment = { carrier: 'other', trackingNumber: 'X-1' } as const;
    expect(describeEvent({ type: 'tracking-updated', details: shipment })).toBe(
      'Tracking corrected: Other carrier tracking number X-1',
    );
    expect(describeEvent({ type: 'tracking-updated', details: {} })).toBe('Tracking removed');
    const mail = orderMail('tracking-updated', { ...data, shipment });
    expect(mail.text).toContain('X-1');
    expect(mail.html).not.toContain('Track your parcel');
  });
});
