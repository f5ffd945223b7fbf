import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { formatTimeOfDay } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { CHECKOUT_TEXT } from '@pedalworks/domain/payments';
import { ORDER_TEXT } from '@pedalworks/domain/form-messages';
import { DAY_MS, RETURN_DAYS } from '@pedalworks/domain/constants';
import { RETURN_TEXT } from '@pedalworks/domain/returns';
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
  transactionId: null,
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

  it("names an order of a variant by its tool, option and value: 'Tool · Size 5 mm'", () => {
    show({ variantId: 'v5', optionName: 'Size', variantValue: '5 mm' });
    expect(screen.getByRole('listitem', { name: 'Torque Wrench · Size 5 mm' })).toHaveTextContent(
      'Torque Wrench · Size 5 mm',
    );
  });

  it('hides Pay when the order has no price', () => {
    show({ price: 0 });
    expect(screen.queryByRole('link', { name: DASHBOARD_TEXT.pay })).toBeNull();
  });

  it("shows 'pending', 'Paid' and the transaction id on a paid order, which can not be deleted", () => {
    show({ transactionId: 'pi_123', status: 'paid' });
    expect(screen.getByText(TEXT.pending)).toBeInTheDocument();
    expect(screen.getByText(TEXT.paid)).toBeInTheDocument();
    expect(screen.getByText(/pi_123/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: DASHBOARD_TEXT.delete })).toBeDisabled();
    expect(screen.queryByRole('link', { name: DASHBOARD_TEXT.pay })).toBeNull();
  });

  it('links a paid or shipped order to the receipt of its payment, and an unpaid one to none', () => {
    show({ transactionId: 'pi_123', status: 'paid' });
    expect(screen.getByRole('link', { name: CHECKOUT_TEXT.receipt })).toHaveAttribute(
      'href',
      '/dashboard/receipt/pi_123',
    );
  });

  it('offers no receipt before the order is paid', () => {
    show({});
    expect(screen.queryByRole('link', { name: CHECKOUT_TEXT.receipt })).toBeNull();
  });

  it("shows 'Confirmed' once shipped", () => {
    show({ transactionId: 'pi_123', status: 'shipped' });
    expect(screen.getByText(TEXT.confirmed)).toBeInTheDocument();
    expect(screen.queryByText(TEXT.pending)).toBeNull();
  });

  it("shows until when a held order's stock is reserved, once the server has set it", () => {
    const holdUntil = new Date(2026, 10, 23, 14, 32);
    show({ holdUntil: { toDate: () => holdUntil } });
    expect(
      screen.getByText(ORDER_TEXT.reservedUntil(formatTimeOfDay(holdUntil))),
    ).toBeInTheDocument();
    expect(screen.getByText('Reserved until 14:32')).toBeInTheDocument();
  });

  it("shows 'Expired' without Pay on an expired order, which can be deleted", () => {
    show({ status: 'expired', holdUntil: { toDate: () => new Date() } });
    expect(screen.getByText(ORDER_TEXT.expired)).toBeInTheDocument();
    expect(screen.queryByText(/Reserved until/)).toBeNull();
    expect(screen.queryByRole('link', { name: DASHBOARD_TEXT.pay })).toBeNull();
    expect(screen.getByRole('button', { name: DASHBOARD_TEXT.delete })).toBeEnabled();
  });

  it.each([
    ['Refunded', { status: 'refunded', transactionId: 'pi_1' }],
    ['Cancelled', { status: 'cancelled' }],
  ] as const)("shows '%s', without Pay or Delete", (label, overrides) => {
    show(overrides);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: DASHBOARD_TEXT.pay })).toBeNull();
    expect(screen.getByRole('button', { name: DASHBOARD_TEXT.delete })).toBeDisabled();
  });

  it('shows a partial refund on a paid order', () => {
    show({ status: 'paid', transactionId: 'pi_1', refundedAmount: 550 });
    expect(screen.getByText(ORDER_TEXT.partiallyRefunded('$5.50'))).toBeInTheDocument();
    expect(screen.getByText(TEXT.paid)).toBeInTheDocument();
  });

  it('offers a return on a shipped order within RETURN_DAYS of shipping only', () => {
    const shippedAt = (daysAgo: number) => ({
      toDate: () => new Date(Date.now() - daysAgo * DAY_MS),
    });
    const { unmount } = show({ status: 'shipped', transactionId: 'pi_1', shippedAt: shippedAt(2) });
    expect(screen.getByRole('button', { name: RETURN_TEXT.request })).toBeEnabled();
    unmount();
    const late = show({
      status: 'shipped',
      transactionId: 'pi_1',
      shippedAt: shippedAt(RETURN_DAYS + 1),
    });
    expect(screen.queryByRole('button', { name: RETURN_TEXT.request })).toBeNull();
    late.unmount();
    show({ status: 'paid', transactionId: 'pi_1' });
    expect(screen.queryByRole('button', { name: RETURN_TEXT.request })).toBeNull();
  });

  it("shows a return's state and its refund, without a second request", () => {
    show({
      status: 'returned',
      transactionId: 'pi_1',
      shippedAt: { toDate: () => new Date() },
      refundedAmount: 1250,
    });
    expect(screen.getByText(RETURN_TEXT.status.returned)).toBeInTheDocument();
    expect(screen.getByText(ORDER_TEXT.partiallyRefunded('$12.50'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RETURN_TEXT.request })).toBeNull();
  });

  it('opens the return form on a click, loaded on demand, with focus in it and its labels', async () => {
    show({ status: 'shipped', transactionId: 'pi_1', shippedAt: { toDate: () => new Date() } });
    expect(screen.queryByRole('dialog')).toBeNull();
    const request = screen.getByRole('button', { name: RETURN_TEXT.request });
    fireEvent.pointerEnter(request);
    request.focus();
    fireEvent.click(request);
    const dialog = await screen.findByRole('dialog', {
      name: RETURN_TEXT.dialogTitle(order.toolName),
    });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The required field's name ends in its asterisk.
    expect(
      within(dialog).getByRole('combobox', { name: new RegExp(`^${RETURN_TEXT.reason}`) }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(RETURN_TEXT.comment)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: RETURN_TEXT.close }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(request);
  });
});
