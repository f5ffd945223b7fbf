import { describe, expect, it } from 'vitest';
import { stripeCodeRow, type ModuleSize } from './bundle-report';

const module = (name: string): ModuleSize => ({ module: name, bytes: 100, gzip: 50 });
const chunks = {
  'assets/app-1.js': [module('react-router/dist/production/index.mjs')],
  'assets/payment-2.js': [
    module('@stripe/react-stripe-js/dist/react-stripe.esm.mjs'),
    module('@stripe/stripe-js/dist/pure.mjs'),
    module('web/src/features/payments/api/load-stripe.ts'),
  ],
};

describe('stripeCodeRow', () => {
  it('passes a page that takes no payment when its scripts hold no @stripe/ module', () => {
    expect(
      stripeCodeRow('/dashboard', ['/assets/app-1.js', '/assets/other.js'], false, chunks),
    ).toEqual({
      measure: 'Stripe code in first-view JS',
      page: '/dashboard',
      figure: 'none',
      budget: 'none',
      pass: true,
    });
  });

  it('fails such a page with the Stripe packages it loads', () => {
    expect(
      stripeCodeRow(
        '/dashboard/orders',
        ['/assets/app-1.js', '/assets/payment-2.js'],
        false,
        chunks,
      ),
    ).toMatchObject({
      figure: '@stripe/react-stripe-js, @stripe/stripe-js',
      budget: 'none',
      pass: false,
    });
  });

  it('only shows what a page that takes a payment loads', () => {
    const row = stripeCodeRow('/dashboard/payment/o1', ['/assets/payment-2.js'], true, chunks);
    expect(row.figure).toBe('@stripe/react-stripe-js, @stripe/stripe-js');
    expect(row).not.toHaveProperty('pass');
    expect(row).not.toHaveProperty('budget');
  });
});
