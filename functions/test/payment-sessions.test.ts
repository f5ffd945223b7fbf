import { describe, expect, it } from 'vitest';
import { STRIPE_CUSTOMERS_COLLECTION } from '@pedalworks/domain/constants';
import { testStripe } from '../../tests/doubles/stripe-events';
import { adminDb, api, createTool, createUser, type TestUser } from '../../tests/support/emulators';
import { createUnpaidOrder } from './support/orders';

/** An unpaid order of a new customer, with its payment intent created as the page creates it. */
async function orderWithIntent() {
  const customer = await createUser();
  const order = await createUnpaidOrder(customer, await createTool({ price: 12.5 }));
  const created = await api('POST', '/create-payment-intent', {
    token: await customer.token(),
    body: { order: order._id },
  });
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  return { customer, order, intentId: clientSecret.split('_secret_')[0]! };
}

describe('payment sessions and saved cards', () => {
  it("puts the account's one Stripe Customer on the intent, and sets saving the card", async () => {
    const { customer, order, intentId } = await orderWithIntent();
    const token = await customer.token();
    const sessions = await Promise.all([
      api('POST', `/payment-session/${order._id}`, { token }),
      api('POST', `/payment-session/${order._id}`, { token }),
    ]);
    for (const session of sessions) {
      expect(session.status).toBe(200);
      expect(await session.json()).toEqual({
        customerSessionClientSecret: expect.stringMatching(/^cuss_secret_/),
      });
    }
    const stored = await adminDb().doc(`${STRIPE_CUSTOMERS_COLLECTION}/${customer.uid}`).get();
    const customerId = stored.get('customerId') as string;
    expect((await testStripe().paymentIntents.retrieve(intentId)).customer).toBe(customerId);
    expect(await testStripe().customers.retrieve(customerId)).toMatchObject({
      metadata: { uid: customer.uid },
    });

    const save = (user: TestUser, body: unknown) =>
      user
        .token()
        .then((bearer) => api('PUT', `/payment-session/${order._id}`, { token: bearer, body }));
    expect((await save(customer, { saveCard: 'yes' })).status).toBe(400);
    expect((await save(customer, {})).status).toBe(400);
    expect((await testStripe().paymentIntents.retrieve(intentId)).setup_future_usage).toBeNull();
    expect((await save(customer, { saveCard: true })).status).toBe(200);
    expect((await testStripe().paymentIntents.retrieve(intentId)).setup_future_usage).toBe(
      'off_session',
    );
    expect((await save(customer, { saveCard: false })).status).toBe(200);
    expect((await testStripe().paymentIntents.retrieve(intentId)).setup_future_usage).toBeNull();

    const stranger = await createUser();
    expect((await save(stranger, { saveCard: true })).status).toBe(403);
    const theirs = await api('GET', '/payment-methods', { token: await stranger.token() });
    expect(await theirs.json()).toEqual([]);
    const unknown = await api('DELETE', '/payment-methods/pm_unknown', {
      token: await stranger.token(),
    });
    expect(unknown.status).toBe(404);
  });
});
