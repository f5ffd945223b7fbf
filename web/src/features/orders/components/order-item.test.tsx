import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import type { Order } from '@pedalworks/domain/types';
import { OrderItem } from './order-item';

const order: Order = {
  _id: 'order-1',
  toolId: 'torque-wrench',
  img: '/tools/torque-wrench.svg',
  toolName: 'Torque Wrench',
  unitPrice: 20,
  price: 40,
  email: 'rider@pedalworks.test',
  uid: 'rider',
  name: 'Rider',
  userName: 'Rider',
  address: '1 Chain Street',
  phone: '0123456789',
  orderedQuantity: 2,
  paid: false,
  transactionId: null,
  pandingChange: null,
  status: 'held',
};

const show = (overrides: Partial<Order>) =>
  render(
    <MemoryRouter>
      <OrderItem order={{ ...order, ...overrides }} onDelete={() => {}} />
    </MemoryRouter>,
  );

describe('OrderItem', () => {
  it('offers Pay and Delete on an unpaid order', () => {
    show({});
    expect(screen.getByRole('link', { name: DASHBOARD_TEXT.pay })).toHaveAttribute(
      'href',
      '/dashboard/payment/order-1',
    );
    expect(screen.getByRole('button', { name: DASHBOARD_TEXT.delete })).toBeEnabled();
  });

  it('hides Pay when the order has no price', () => {
    show({ price: 0 });
    expect(screen.queryByRole('link', { name: DASHBOARD_TEXT.pay })).toBeNull();
  });

  it("shows 'pending', 'Paid' and the transaction id on a paid order, which can not be deleted", () => {
    show({ paid: true, transactionId: 'pi_123' });
    expect(screen.getByText(TEXT.pending)).toBeInTheDocument();
    expect(screen.getByText(TEXT.paid)).toBeInTheDocument();
    expect(screen.getByText(/pi_123/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: DASHBOARD_TEXT.delete })).toBeDisabled();
    expect(screen.queryByRole('link', { name: DASHBOARD_TEXT.pay })).toBeNull();
  });

  it("shows 'Confirmed' once shipped", () => {
    show({ paid: true, transactionId: 'pi_123', pandingChange: 'shipped' });
    expect(screen.getByText(TEXT.confirmed)).toBeInTheDocument();
    expect(screen.queryByText(TEXT.pending)).toBeNull();
  });
});
