import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { allocateRefunds } from './refunds';

const lines = [
  { orderId: 'older', price: 10 },
  { orderId: 'newer', price: 5 },
];
let created = 0;
const refund = (id: string, amount: number, orderId?: string) =>
  ({ id, amount, created: (created += 1), metadata: orderId ? { orderId } : {} }) as Stripe.Refund;

const sums = (allocation: ReturnType<typeof allocateRefunds>) =>
  Object.fromEntries(
    [...allocation.shares].map(([id, shares]) => [id, shares.reduce((s, x) => s + x.cents, 0)]),
  );

describe('allocateRefunds', () => {
  it('gives a refund naming an order to that order', () => {
    expect(sums(allocateRefunds(lines, [refund('re_1', 300, 'older')]))).toEqual({
      older: 300,
      newer: 0,
    });
  });

  it('gives a refund without metadata to the newest order first, never past its price', () => {
    const allocation = allocateRefunds(lines, [refund('re_1', 700)]);
    expect(sums(allocation)).toEqual({ older: 200, newer: 500 });
    expect(allocation.unallocated).toEqual([]);
  });

  it('takes named refunds first, whatever Stripe listed first', () => {
    const dashboard = refund('re_1', 500);
    const named = refund('re_2', 500, 'newer');
    expect(sums(allocateRefunds(lines, [dashboard, named]))).toEqual({ older: 500, newer: 500 });
  });

  it('leaves what no order can take unallocated', () => {
    const allocation = allocateRefunds(lines, [refund('re_1', 1600)]);
    expect(sums(allocation)).toEqual({ older: 1000, newer: 500 });
    expect(allocation.unallocated).toEqual([{ refundId: 're_1', cents: 100 }]);
  });
});
