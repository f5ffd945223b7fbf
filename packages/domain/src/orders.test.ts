import { describe, expect, it } from 'vitest';
import {
  buildOrder,
  canShip,
  canWriteOff,
  holdDeadline,
  holdsStock,
  legacyStatus,
  nextStatus,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  specFields,
} from './orders';
import type { Tool } from './types';

const tool: Tool = {
  _id: 'wrench',
  name: 'Wrench',
  img: '/tools/wrench.svg',
  price: 19.99,
  description: 'A wrench',
  minimumOrder: 2,
  availableQuantity: 10,
  category: 'workshop',
};

describe('buildOrder', () => {
  it('prices the order from the tool and starts it unpaid and unshipped', () => {
    const order = buildOrder(
      tool,
      { toolId: 'wrench', orderedQuantity: 3, phone: ' 555 ', address: ' 1 Main St ' },
      { uid: 'u1', email: 'a@b.co', name: 'Ann' },
    );
    expect(order).toMatchObject({
      toolId: 'wrench',
      price: 59.97,
      unitPrice: 19.99,
      transactionId: null,
      status: 'held',
      phone: '555',
      address: '1 Main St',
      userName: 'Ann',
    });
    expect(order).not.toHaveProperty('paid');
    expect(order).not.toHaveProperty('pandingChange');
    expect(order).not.toHaveProperty('variantId');
  });

  it('prices an order of a variant from it and keeps its option and value', () => {
    const sized: Tool = {
      ...tool,
      option: {
        name: 'Size',
        variants: [
          { id: 's', value: '13 mm', stock: 4 },
          { id: 'l', value: '17 mm', stock: 6, price: 25 },
        ],
      },
    };
    const input = { toolId: 'wrench', orderedQuantity: 2, phone: '555', address: '1 Main St' };
    const customer = { uid: 'u1', email: 'a@b.co', name: 'Ann' };
    expect(buildOrder(sized, { ...input, variantId: 'l' }, customer)).toMatchObject({
      unitPrice: 25,
      price: 50,
      variantId: 'l',
      optionName: 'Size',
      variantValue: '17 mm',
    });
    expect(buildOrder(sized, { ...input, variantId: 's' }, customer)).toMatchObject({
      unitPrice: 19.99,
      variantValue: '13 mm',
    });
  });
});

describe('legacyStatus', () => {
  it('reads the state of orders stored before status was their only state', () => {
    expect(legacyStatus({ paid: false, pandingChange: null })).toBe('held');
    expect(legacyStatus({ paid: true, pandingChange: null })).toBe('paid');
    expect(legacyStatus({ paid: true, pandingChange: 'shipped' })).toBe('shipped');
    expect(legacyStatus({ paid: true, pandingChange: 'shipped', status: 'refunded' })).toBe(
      'refunded',
    );
    expect(legacyStatus({ paid: false, status: 'bogus' })).toBe('held');
  });
});

describe('specFields', () => {
  it("derives the spec's paid and pandingChange from the status alone", () => {
    expect(specFields({ status: 'held' })).toEqual({ paid: false, pandingChange: null });
    expect(specFields({ status: 'expired' })).toEqual({ paid: false, pandingChange: null });
    expect(specFields({ status: 'paid' })).toEqual({ paid: true, pandingChange: null });
    expect(specFields({ status: 'shipped' })).toEqual({ paid: true, pandingChange: 'shipped' });
    expect(specFields({ status: 'refunded' })).toEqual({ paid: true, pandingChange: null });
    expect(specFields({ status: 'refunded', shippedAt: new Date() })).toEqual({
      paid: true,
      pandingChange: 'shipped',
    });
  });
});

describe('the state machine', () => {
  it('refuses every event the table does not list; terminal states take only what they record', () => {
    expect(nextStatus('held', 'pay')).toBe('paid');
    expect(nextStatus('expired', 'pay')).toBe('paid');
    expect(nextStatus('held', 'ship')).toBeUndefined();
    expect(nextStatus('expired', 'expire')).toBeUndefined();
    expect(nextStatus('paid', 'cancel')).toBeUndefined();
    expect(nextStatus('shipped', 'ship')).toBeUndefined();
    expect(Object.keys(ORDER_TRANSITIONS.cancelled)).toEqual([]);
    // A refunded order records disputes and refunds that fail or come again; its state stays.
    expect(Object.keys(ORDER_TRANSITIONS.refunded).sort()).toEqual([
      'dispute',
      'partialRefund',
      'refundFailed',
    ]);
    expect(Object.values(ORDER_TRANSITIONS.refunded)).toEqual(['refunded', 'refunded', 'refunded']);
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('knows which orders hold stock', () => {
    const of = (status: (typeof ORDER_STATUSES)[number], shippedAt?: Date) =>
      holdsStock({ status, shippedAt });
    expect(['held', 'paid', 'shipped'].map((s) => of(s as 'held'))).toEqual([true, true, true]);
    expect(of('expired')).toBe(false);
    expect(of('cancelled')).toBe(false);
    expect(of('refunded')).toBe(false);
    expect(of('refunded', new Date())).toBe(true);
  });

  it('writes off only a paid or shipped order whose dispute was lost, restocking if asked', () => {
    const lost = { id: 'dp', status: 'lost' };
    expect(canWriteOff({ status: 'paid', dispute: lost })).toBe(true);
    expect(canWriteOff({ status: 'shipped', dispute: lost })).toBe(true);
    expect(canWriteOff({ status: 'paid', dispute: { id: 'dp', status: 'won' } })).toBe(false);
    expect(canWriteOff({ status: 'paid', dispute: { id: 'dp', status: 'needs_response' } })).toBe(
      false,
    );
    expect(canWriteOff({ status: 'paid' })).toBe(false);
    expect(canWriteOff({ status: 'refunded', dispute: lost })).toBe(false);
    expect(nextStatus('paid', 'writeOff')).toBe('refunded');
    expect(nextStatus('shipped', 'writeOff')).toBe('refunded');
    expect(nextStatus('held', 'writeOff')).toBeUndefined();
    expect(nextStatus('refunded', 'writeOff')).toBeUndefined();
    // Written off: out of stock unless restocked, shipped or not.
    const shippedAt = new Date();
    expect(holdsStock({ status: 'refunded', writtenOff: { restock: false } })).toBe(true);
    expect(holdsStock({ status: 'refunded', writtenOff: { restock: true }, shippedAt })).toBe(
      false,
    );
  });

  it('ships a paid order unless a dispute is open or lost', () => {
    const paid = { status: 'paid' as const };
    expect(canShip(paid)).toBe(true);
    expect(canShip({ ...paid, dispute: { id: 'dp', status: 'needs_response' } })).toBe(false);
    expect(canShip({ ...paid, dispute: { id: 'dp', status: 'lost' } })).toBe(false);
    expect(canShip({ ...paid, dispute: { id: 'dp', status: 'won' } })).toBe(true);
    expect(canShip({ ...paid, status: 'refunded' })).toBe(false);
  });

  it('ends a hold at holdUntil, or createdAt plus the hold before the server set it', () => {
    const created = new Date('2026-11-23T10:00:00Z');
    expect(holdDeadline(undefined, created, 30)).toEqual(new Date('2026-11-23T10:30:00Z'));
    const until = new Date('2026-11-23T10:01:00Z');
    expect(holdDeadline(until, created, 30)).toEqual(until);
    expect(holdDeadline(undefined, undefined)).toBeUndefined();
  });
});
