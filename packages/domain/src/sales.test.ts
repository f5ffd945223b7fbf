import { describe, expect, it } from 'vitest';
import {
  SALES_TEXT,
  bestSellers,
  countedOrderOf,
  csvCell,
  csvLine,
  csvRangeSchema,
  emptyDay,
  netRevenueCents,
  orderCsvRow,
  recountSales,
  salesDays,
  salesDelta,
  salesShardWrites,
  sumSalesDocs,
} from './sales';
import type { Order } from './types';

const order = (fields: Partial<Order> & { paidAt?: unknown } = {}) =>
  ({
    toolId: 'wrench',
    toolName: 'Wrench',
    price: 24.5,
    orderedQuantity: 2,
    status: 'held',
    ...fields,
  }) as Order;

const paidAt = new Date('2026-11-20T10:00:00Z');

describe('sales figures', () => {
  it('a payment moves one order from held to paid, and adds the day’s revenue and the month’s units', () => {
    const held = countedOrderOf(order());
    const paid = countedOrderOf(order({ status: 'paid', paidAt }));
    expect(salesDelta(held, paid)).toEqual({
      byStatus: { held: -1, paid: 1 },
      days: { '2026-11-20': { ...emptyDay(), paidOrders: 1, revenueCents: 2450 } },
      months: { '2026-11': { wrench: { name: 'Wrench', quantity: 2 } } },
    });
  });

  it('a full refund keeps the paid order on its day, counts the refund there and takes back the units', () => {
    const paid = countedOrderOf(order({ status: 'paid', paidAt }));
    const refunded = countedOrderOf(order({ status: 'refunded', paidAt, refundedAmount: 2450 }));
    expect(salesDelta(paid, refunded)).toEqual({
      byStatus: { paid: -1, refunded: 1 },
      days: { '2026-11-20': { ...emptyDay(), refundedCents: 2450 } },
      months: { '2026-11': { wrench: { name: 'Wrench', quantity: -2 } } },
    });
  });

  it('counts a paid share of a discount and shipping: revenue net of the discount, shipping apart', () => {
    const shares = { price: 20, discountCents: 200, shippingCents: 300 };
    const paid = countedOrderOf(order({ ...shares, status: 'paid', paidAt }));
    const day = salesDelta(null, paid).days['2026-11-20']!;
    expect(day).toEqual({
      paidOrders: 1,
      revenueCents: 2000,
      discountCents: 200,
      refundedCents: 0,
      shippingCents: 300,
    });
    expect(netRevenueCents(day)).toBe(1800);
    // A refund comes off the tools first: only a whole refund (2100) gives the shipping back.
    const partly = countedOrderOf(
      order({ ...shares, status: 'paid', paidAt, refundedAmount: 500 }),
    );
    expect(salesDelta(null, partly).days['2026-11-20']).toMatchObject({
      refundedCents: 500,
      shippingCents: 300,
    });
    const whole = countedOrderOf(
      order({ ...shares, status: 'refunded', paidAt, refundedAmount: 2100 }),
    );
    const refunded = salesDelta(null, whole).days['2026-11-20']!;
    expect(refunded).toMatchObject({ refundedCents: 1800, shippingCents: 0 });
    expect(netRevenueCents(refunded)).toBe(0);
    const csv = orderCsvRow({ ...order({ ...shares, refundedAmount: 2100 }), _id: 'o1' });
    const column = (name: string) => csv[SALES_TEXT.csvColumns.indexOf(name as never)];
    expect([column('Total'), column('Discount'), column('Shipping'), column('Refunded')]).toEqual([
      20, 2, 3, 21,
    ]);
  });

  it('a change that counts the same moves nothing; a deletion takes the order out', () => {
    const held = countedOrderOf(order());
    expect(salesDelta(held, countedOrderOf(order({ paymentIntentId: 'pi_1' })))).toEqual({
      byStatus: {},
      days: {},
      months: {},
    });
    expect(salesDelta(held, null).byStatus).toEqual({ held: -1 });
  });

  it('recounts orders, old ones without a payment time included', () => {
    const figures = recountSales([
      order(),
      order({ status: 'shipped', shippedAt: paidAt, paidAt }),
      order({ status: 'paid' }),
    ]);
    expect(figures.byStatus).toEqual({ held: 1, shipped: 1, paid: 1 });
    expect(bestSellers(figures.months['2026-11'])).toEqual([
      { toolId: 'wrench', name: 'Wrench', quantity: 2 },
    ]);
  });

  it('shows the 30 days up to today, oldest first', () => {
    const days = salesDays(new Date('2026-03-01T23:00:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-01-31');
    expect(days.at(-1)).toBe('2026-03-01');
  });
});

describe('sharded sales counters', () => {
  it('a change writes one shard of the running counter and one per month, which sum back to it', () => {
    const held = countedOrderOf(order());
    const paid = countedOrderOf(order({ status: 'paid', paidAt }));
    const delta = salesDelta(held, paid);
    const writes = salesShardWrites(delta);
    expect(writes.map((write) => write.counterId)).toEqual(['orders', 'month-2026-11']);
    expect(sumSalesDocs(writes.map((write) => write.data))).toEqual(delta);
  });

  it('sums shards with the unsharded documents of before, as one figure', () => {
    const sum = sumSalesDocs([
      { byStatus: { paid: 2, held: 1 } },
      { byStatus: { paid: 1 } },
      { day: '2026-11-20', paidOrders: 1, revenueCents: 1000, refundedCents: 0 },
      { month: '2026-11', tools: { wrench: { name: 'Wrench', quantity: 2 } } },
      {
        month: '2026-11',
        tools: { wrench: { name: 'Wrench', quantity: 1 } },
        days: { '2026-11-20': { paidOrders: 2, revenueCents: 500, refundedCents: 100 } },
      },
      undefined,
    ]);
    expect(sum).toEqual({
      byStatus: { paid: 3, held: 1 },
      days: {
        '2026-11-20': { ...emptyDay(), paidOrders: 3, revenueCents: 1500, refundedCents: 100 },
      },
      months: { '2026-11': { wrench: { name: 'Wrench', quantity: 3 } } },
    });
  });
});

describe('CSV', () => {
  it('names a line with its variant', () => {
    const sized = { ...order({ optionName: 'Size', variantValue: '5 mm' }), _id: 'o1' };
    expect(orderCsvRow(sized)).toContain('Wrench · Size 5 mm');
    expect(orderCsvRow({ ...order(), _id: 'o2' })).toContain('Wrench');
  });

  it('quotes what needs quoting and makes formulas inert', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('x;=HYPERLINK("y")')).toBe('"x;=HYPERLINK(""y"")"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(formula)).toBe(`"'${formula}"`);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvLine(['a', 1, '=b'])).toBe(`a,1,"'=b"\r\n`);
  });

  it('takes two real UTC days in order, at most a year apart', async () => {
    await expect(
      csvRangeSchema.validate({ from: '2026-11-01', to: '2026-11-23' }),
    ).resolves.toEqual({
      from: '2026-11-01',
      to: '2026-11-23',
    });
    for (const [range, message] of [
      [{ to: '2026-11-23' }, SALES_TEXT.invalidFrom],
      [{ from: '2026-02-30', to: '2026-11-23' }, SALES_TEXT.invalidFrom],
      [{ from: '2026-11-01', to: '23/11/2026' }, SALES_TEXT.invalidTo],
      [{ from: '2026-11-02', to: '2026-11-01' }, SALES_TEXT.toBeforeFrom],
      [{ from: '2024-01-01', to: '2026-11-01' }, SALES_TEXT.rangeTooLong],
    ] as const) {
      await expect(csvRangeSchema.validate(range)).rejects.toThrow(message);
    }
  });
});
