import { describe, expect, it } from 'vitest';
import { buildOrder, orderState } from './orders';
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
      paid: false,
      transactionId: null,
      pandingChange: null,
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
