import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '@pedalworks/domain/messages';
import { DISCOUNT_TEXT, PRICE_TEXT } from '@pedalworks/domain/pricing';
import type { Order } from '@pedalworks/domain/types';
import { WithQueryClient } from '@/testing/query-client';
import { useOpenCheckout } from '../api/checkout';
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
      readonly details: Record<string, unknown> = {},
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
const price = {
  country: 'US',
  code: null,
  subtotalCents: 2400,
  discountCents: 0,
  shippingCents: 500,
  totalCents: 2900,
};

/** The page's wiring: the server's checkout of `forOrder` (or of every held order), then the panel. */
function Panel({
  forOrder,
  code = null,
  onCode = () => {},
}: {
  forOrder?: Order;
  code?: string | null;
  onCode?: (code: string | null) => void;
}) {
  const state = useOpenCheckout(forOrder?._id, code, true);
  return (
    <PaymentPanel state={state} order={forOrder} billing={billing} code={code} onCode={onCode} />
  );
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <WithQueryClient>{children}</WithQueryClient>
  </MemoryRouter>
);

async function notConfigured(details: Record<string, unknown>) {
  const { ApiError } = await import('@/lib/api-client');
  return new ApiError(503, 'not set up', details);
}

describe('PaymentPanel when card payments are not set up', () => {
  beforeEach(() => {
    loadStripe.mockReset();
    apiFetch.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('without a publishable key, still quotes the whole price, with a code field, and loads no Stripe.js', async () => {
    env.stripePublishableKey = '';
    apiFetch.mockRejectedValue(await notConfigured({ price, lines: [] }));
    render(<Panel forOrder={order} />, { wrapper });
    const summary = await screen.findByRole('table', { name: PRICE_TEXT.summary });
    expect(within(summary).getByRole('row', { name: /^Subtotal/ })).toHaveTextContent('$24');
    expect(within(summary).getByRole('row', { name: /^Shipping/ })).toHaveTextContent('$5');
    expect(within(summary).getByRole('row', { name: /^Total/ })).toHaveTextContent('$29');
    expect(screen.getByLabelText(PRICE_TEXT.code)).toBeInTheDocument();
    expect(screen.getByText(TEXT.paymentsNotConfigured)).toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
    expect(apiFetch).toHaveBeenCalledTimes(1);
    expect(apiFetch).toHaveBeenCalledWith('/create-payment-intent', {
      method: 'POST',
      body: { order: order._id },
      protected: true,
    });
  });

  it("Pay all asks POST /checkout and quotes the server's price when it has no secret key", async () => {
    env.stripePublishableKey = 'pk_test_unit';
    loadStripe.mockReturnValue(new Promise(() => {}));
    apiFetch.mockRejectedValue(await notConfigured({ price, lines: [] }));
    render(<Panel />, { wrapper });
    expect(await screen.findByText(TEXT.paymentsNotConfigured)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('$29');
    expect(apiFetch).toHaveBeenCalledWith('/checkout', {
      method: 'POST',
      body: {},
      protected: true,
    });
  });
});

describe('PaymentPanel with nothing to charge', () => {
  beforeEach(() => apiFetch.mockReset());

  it('a free total the server paid at once shows as paid, even where Stripe is not set up', async () => {
    env.stripePublishableKey = '';
    const free = { ...price, discountCents: 2900, totalCents: 0 };
    apiFetch.mockResolvedValue({ clientSecret: null, checkoutId: 'c1', price: free });
    const paid = { ...order, status: 'paid', transactionId: 'free_c1' } as Order;
    render(<Panel forOrder={paid} />, { wrapper });
    expect(await screen.findByText(TEXT.paymentCompleted(order.toolName))).toBeInTheDocument();
    expect(screen.getByText('free_c1')).toBeInTheDocument();
    expect(screen.queryByText(TEXT.paymentsNotConfigured)).not.toBeInTheDocument();
  });
});

describe('PaymentPanel with a kept discount code', () => {
  beforeEach(() => {
    apiFetch.mockReset();
    env.stripePublishableKey = 'pk_test_unit';
    loadStripe.mockReturnValue(new Promise(() => {}));
  });

  const discounted = { ...price, code: 'SPRING', discountCents: 240, totalCents: 2660 };

  it('asks for the price with the code the page kept (a reload keeps the discount)', async () => {
    apiFetch.mockImplementation((path: string) =>
      path === '/create-payment-intent'
        ? Promise.resolve({ clientSecret: 'pi_1_secret_x', checkoutId: 'c1', price: discounted })
        : Promise.resolve({ customerSessionClientSecret: 'cuss_1' }),
    );
    render(<Panel forOrder={order} code="SPRING" />, { wrapper });
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
    render(<Panel forOrder={order} code="SPRING" onCode={onCode} />, { wrapper });
    expect(await screen.findByText(DISCOUNT_TEXT.ended)).toBeInTheDocument();
    expect(onCode).toHaveBeenCalledWith(null);
  });
});
