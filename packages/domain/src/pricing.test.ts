import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_TEXT,
  PRICE_TEXT,
  discountRefusal,
  quote,
  receiptFigures,
  receiptRows,
  splitCents,
  zoneFor,
  type DiscountCode,
  type ShippingZone,
} from './pricing';

const zone: ShippingZone = {
  name: 'North America',
  countries: ['US', 'CA'],
  rateCents: 900,
  freeFromCents: 10_000,
  fallback: false,
};
const world: ShippingZone = {
  ...zone,
  name: 'World',
  countries: [],
  rateCents: 2500,
  fallback: true,
};
const code = (patch: Partial<DiscountCode> = {}): DiscountCode => ({
  kind: 'percent',
  amount: 10,
  minSubtotalCents: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  categories: null,
  paused: false,
  ...patch,
});
const lines = [
  { cents: 3333, category: 'drivetrain' as const },
  { cents: 6667, category: 'brakes' as const },
];

describe('splitCents', () => {
  it('splits exactly, the cents left to the largest remainders', () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(1, [3333, 6667])).toEqual([0, 1]);
    expect(splitCents(900, [0, 0])).toEqual([900, 0]);
  });
});

describe('quote', () => {
  it('ships free exactly at the threshold, not one cent below', () => {
    expect(quote(lines, zone).shippingCents).toBe(0);
    const below = quote([{ cents: 9999, category: 'brakes' }], zone);
    expect(below).toMatchObject({ shippingCents: 900, totalCents: 10_899 });
  });

  it('counts the threshold after the discount, and splits both over the lines exactly', () => {
    const priced = quote(lines, zone, code());
    expect(priced).toMatchObject({
      subtotalCents: 10_000,
      discountCents: 1000,
      shippingCents: 900,
      totalCents: 9900,
    });
    const sum = (key: 'discountCents' | 'shippingCents') =>
      priced.lines.reduce((total, line) => total + line[key], 0);
    expect(sum('discountCents')).toBe(1000);
    expect(sum('shippingCents')).toBe(900);
  });

  it('takes a fixed amount only off the tools of its categories, never more than they cost', () => {
    const priced = quote(
      lines,
      zone,
      code({ kind: 'fixed', amount: 5000, categories: ['drivetrain'] }),
    );
    expect(priced.discountCents).toBe(3333);
    expect(priced.lines.map((line) => line.discountCents)).toEqual([3333, 0]);
  });
});

describe('zoneFor', () => {
  it('finds the zone naming a country, else the fallback, else none', () => {
    expect(zoneFor([zone, world], 'CA')).toBe(zone);
    expect(zoneFor([zone, world], 'JP')).toBe(world);
    expect(zoneFor([zone], 'JP')).toBeUndefined();
  });
});

describe('discountRefusal', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it.each([
    [undefined, DISCOUNT_TEXT.unknown],
    [code({ paused: true }), DISCOUNT_TEXT.paused],
    [code({ startsAt: '2026-12-01T00:00:00Z' }), DISCOUNT_TEXT.notStarted],
    [code({ endsAt: '2026-11-27T12:00:00Z' }), DISCOUNT_TEXT.ended],
    [code({ categories: ['workshop'] }), DISCOUNT_TEXT.notForTheseTools],
    [code({ minSubtotalCents: 10_001 }), DISCOUNT_TEXT.minimum(10_001)],
    [code(), null],
  ])('%# answers its reason', (given, reason) => {
    expect(discountRefusal(given, lines, now)).toBe(reason);
  });
});

describe('receiptFigures', () => {
  it("sums the paid orders' prices and stored shares; total = subtotal − discount + shipping", () => {
    const lines = [
      { price: 20, discountCents: 200, shippingCents: 300 },
      { price: 40, discountCents: 400, shippingCents: 600 },
      { price: 12.5 },
    ];
    expect(receiptFigures(lines)).toEqual({
      subtotalCents: 7250,
      discountCents: 600,
      shippingCents: 900,
      totalCents: 7550,
    });
    expect(receiptRows(receiptFigures(lines))).toEqual([
      [PRICE_TEXT.subtotal, '$72.50'],
      [PRICE_TEXT.discount, '−$6'],
      [PRICE_TEXT.shipping, '$9'],
      [PRICE_TEXT.total, '$75.50'],
    ]);
  });
});
