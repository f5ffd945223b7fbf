import { describe, expect, it } from 'vitest';
import {
  buildOrder,
  canShip,
  holdDeadline,
  holdsStock,
  nextStatus,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderState,
  statusOf,
} from './orders';

const tool = {
  _id: 'wrench',
  name: 'Wrench',
  img: '/tools/wrench.svg',
  price: 19.99,
  description: 'A wrench',
  minimumOrder: 2,
  availableQuantity: 10,
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
      paid: false,
      transactionId: null,
      pandingChange: null,
      status: 'held',
      phone: '555',
      address: '1 Main St',
      userName: 'Ann',
    });
  });
});

describe('orderState', () => {
  it('reads unpaid, paid and shipped', () => {
    expect(orderState({ paid: false, pandingChange: null })).toBe('unpaid');
    expect(orderState({ paid: true, pandingChange: null })).toBe('paid');
    expect(orderState({ paid: true, pandingChange: 'shipped' })).toBe('shipped');
  });
});

describe('the state machine', () => {
  it('refuses every event the table does not list; terminal states take none but dispute', () => {
    expect(nextStatus('held', 'pay')).toBe('paid');
    expect(nextStatus('expired', 'pay')).toBe('paid');
    expect(nextStatus('held', 'ship')).toBeUndefined();
    expect(nextStatus('expired', 'expire')).toBeUndefined();
    expect(nextStatus('paid', 'cancel')).toBeUndefined();
    expect(nextStatus('shipped', 'ship')).toBeUndefined();
    expect(Object.keys(ORDER_TRANSITIONS.cancelled)).toEqual([]);
    expect(Object.keys(ORDER_TRANSITIONS.refunded)).toEqual(['dispute']);
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('reads the state of orders placed before it existed', () => {
    expect(statusOf({ paid: false, pandingChange: null })).toBe('held');
    expect(statusOf({ paid: true, pandingChange: null })).toBe('paid');
    expect(statusOf({ paid: true, pandingChange: 'shipped' })).toBe('shipped');
    expect(statusOf({ paid: false, pandingChange: null, status: 'expired' })).toBe('expired');
  });

  it('knows which orders hold stock', () => {
    const of = (status: (typeof ORDER_STATUSES)[number], pandingChange: string | null = null) =>
      holdsStock({ paid: false, pandingChange, status });
    expect(['held', 'paid', 'shipped'].map((s) => of(s as 'held'))).toEqual([true, true, true]);
    expect(of('expired')).toBe(false);
    expect(of('cancelled')).toBe(false);
    expect(of('refunded')).toBe(false);
    expect(of('refunded', 'shipped')).toBe(true);
  });

  it('ships a paid order unless a dispute is open or lost', () => {
    const paid = { paid: true, pandingChange: null, status: 'paid' as const };
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
