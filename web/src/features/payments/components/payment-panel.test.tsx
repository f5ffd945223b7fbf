import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '@pedalworks/domain/messages';
import { DISCOUNT_TEXT, PRICE_TEXT } from '@pedalworks/domain/pricing';
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
const props = { order, billing, code: null, onCode: () => {} };

describe('PaymentPanel without Stripe keys', () => {
  beforeEach(() => {
    loadStripe.mockReset();
    apiFetch.mockReset();
  });

  it('says card payments are not set up and neither loads Stripe.js nor calls the API', () => {
    env.stripePublishableKey = '';
    render(<PaymentPanel {...props} />, { wrapper: WithQueryClient });
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
    render(<PaymentPanel {...props} />, { wrapper: WithQueryClient });
    expect(await screen.findByText(TEXT.paymentsNotConfigured)).toBeInTheDocument();
    expect(apiFetch).toHaveBeenCalledWith('/create-payment-intent', {
      method: 'POST',
      body: { order: order._id },
      protected: true,
    });
  });
});

describe('PaymentPanel with a kept discount code', () => {
  beforeEach(() => {
    apiFetch.mockReset();
    env.stripePublishableKey = 'pk_test_unit';
    loadStripe.mockReturnValue(new Promise(() => {}));
  });

  const price = {
    country: 'US',
    code: 'SPRING',
    subtotalCents: 2400,
    discountCents: 240,
    shippingCents: 0,
    totalCents: 2160,
  };

  it('asks for the price with the code the page kept (a reload keeps the discount)', async () => {
    apiFetch.mockResolvedValue({ clientSecret: 'pi_1_secret_x', checkoutId: 'c1', price });
    render(<PaymentPanel {...props} code="SPRING" />, { wrapper: WithQueryClient });
    expect(await screen.findByText(PRICE_TEXT.discountWith('SPRING'))).toBeInTheDocument();
    expect(apiFetch).toHaveBeenCalledWith('/create-payment-intent', {
      method: 'POST',
      body: { order: order._id, code: 'SPRING' },
      protected: true,
    });
  });

  it('a kept code that no longer applies: says why and drops it, for the price without it', async () => {
    const { ApiError } = await import('@/lib/api-client');
    apiFetch.mockRejectedValue(new ApiError(409, DISCOUNT_TEXT.ended));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onCode = vi.fn();
    render(<PaymentPanel {...props} code="SPRING" onCode={onCode} />, {
      wrapper: WithQueryClient,
    });
    expect(await screen.findByText(DISCOUNT_TEXT.ended)).toBeInTheDocument();
    expect(onCode).toHaveBeenCalledWith(null);
  });
});
