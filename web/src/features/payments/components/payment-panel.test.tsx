import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '@pedalworks/domain/messages';
import type { Order } from '@pedalworks/domain/types';
import { WithQueryClient } from '@/testing/query-client';
import { PaymentPanel } from './payment-panel';

const { env, loadStripe, apiFetch } = vi.hoisted(() => ({
  env: { stripePublishableKey: '' },
  loadStripe: vi.fn(),
  apiFetch: vi.fn(),
}));
vi.mock('@/config/env', () => ({ env }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));
vi.mock('@/lib/api-client', () => ({
  apiFetch,
  ApiError: class ApiError extends Error {
    constructor(
      readonly status: number,
      message: string,
    ) {
      super(message);
    }
  },
}));

const order = {
  _id: 'order-1',
  toolName: 'Chain Checker',
  price: 24,
  status: 'held',
  transactionId: null,
} as Order;
const billing = { name: 'Rider', email: 'rider@pedalworks.test' };

describe('PaymentPanel without Stripe keys', () => {
  beforeEach(() => {
    loadStripe.mockReset();
    apiFetch.mockReset();
  });

  it('says card payments are not set up and neither loads Stripe.js nor calls the API', () => {
    env.stripePublishableKey = '';
    render(<PaymentPanel order={order} billing={billing} />, { wrapper: WithQueryClient });
    expect(screen.getByText(TEXT.paymentsNotConfigured)).toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('says so too when the server has no secret key (503)', async () => {
    env.stripePublishableKey = 'pk_test_unit';
    loadStripe.mockReturnValue(new Promise(() => {}));
    const { ApiError } = await import('@/lib/api-client');
    apiFetch.mockRejectedValue(new ApiError(503, 'not set up'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PaymentPanel order={order} billing={billing} />, { wrapper: WithQueryClient });
    expect(await screen.findByText(TEXT.paymentsNotConfigured)).toBeInTheDocument();
    expect(apiFetch).toHaveBeenCalledWith('/create-payment-intent', {
      method: 'POST',
      body: { order: order._id },
      protected: true,
    });
  });
});
