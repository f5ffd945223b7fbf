import { FieldValue } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { STRIPE_CUSTOMERS_COLLECTION } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import type { PaymentSessionResponse, SavedPaymentMethod } from '@pedalworks/domain/types';
import { db, transact } from '../lib/admin';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/errors';
import { readOwnOrder } from './record';
import { requireStripe } from './stripe';

const stripeCustomers = () => db().collection(STRIPE_CUSTOMERS_COLLECTION);

/** The Stripe Customer id stored for an account, if it has one yet. */
async function storedCustomerId(uid: string): Promise<string | undefined> {
  const stored: unknown = (await stripeCustomers().doc(uid).get()).get('customerId');
  return typeof stored === 'string' ? stored : undefined;
}

/** Two first calls at once get one Customer (an idempotency key); only the first stores it. */
export async function customerIdOf(caller: Caller): Promise<string> {
  const stored = await storedCustomerId(caller.uid);
  if (stored) return stored;
  const customer = await requireStripe().customers.create(
    { email: caller.email, name: caller.name, metadata: { uid: caller.uid } },
    { idempotencyKey: `customer-${caller.uid}` },
  );
  const ref = stripeCustomers().doc(caller.uid);
  return transact(async (transaction) => {
    const current: unknown = (await transaction.get(ref)).get('customerId');
    if (typeof current === 'string') return current;
    transaction.create(ref, { customerId: customer.id, createdAt: FieldValue.serverTimestamp() });
    return customer.id;
  });
}

/** The payment intent of the caller's own held order, which the page has created. */
async function payableIntent(caller: Caller, orderId: string) {
  const order = await readOwnOrder(caller, orderId);
  if (order.status !== 'held' || !order.paymentIntentId) {
    throw new HttpError(409, API_ERROR.transitionRefused);
  }
  return requireStripe().paymentIntents.retrieve(order.paymentIntentId);
}

const UPDATABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** The Customer goes on the intent so that a saved card can pay it and a new one be saved. */
export async function customerSessionFor(
  intent: Stripe.PaymentIntent,
  customer: string,
): Promise<string> {
  const stripe = requireStripe();
  if (intent.customer !== customer && UPDATABLE.includes(intent.status)) {
    await stripe.paymentIntents.update(intent.id, { customer });
  }
  const session = await stripe.customerSessions.create({
    customer,
    components: {
      payment_element: {
        enabled: true,
        features: {
          payment_method_redisplay: 'enabled',
          payment_method_save: 'disabled',
          payment_method_remove: 'disabled',
        },
      },
    },
  });
  return session.client_secret;
}

export async function paymentSession(
  caller: Caller,
  orderId: string,
): Promise<PaymentSessionResponse> {
  const [intent, customer] = await Promise.all([
    payableIntent(caller, orderId),
    customerIdOf(caller),
  ]);
  return { customerSessionClientSecret: await customerSessionFor(intent, customer) };
}

/** 'Save this card': Stripe saves the paying card when the intent's setup_future_usage is set. */
export async function setSaveCard(
  caller: Caller,
  intent: Stripe.PaymentIntent,
  saveCard: boolean,
): Promise<{ saveCard: boolean }> {
  const customer = await customerIdOf(caller);
  if (intent.customer !== customer || !UPDATABLE.includes(intent.status)) {
    throw new HttpError(409, API_ERROR.transitionRefused);
  }
  await requireStripe().paymentIntents.update(intent.id, {
    setup_future_usage: saveCard ? 'off_session' : '',
  });
  return { saveCard };
}

export async function saveCardChoice(caller: Caller, orderId: string, saveCard: boolean) {
  return setSaveCard(caller, await payableIntent(caller, orderId), saveCard);
}

/** GET /payment-methods: the caller's saved cards (none before their first payment). */
export async function listPaymentMethods(caller: Caller): Promise<SavedPaymentMethod[]> {
  const customer = await storedCustomerId(caller.uid);
  if (!customer) return [];
  const methods = await requireStripe().customers.listPaymentMethods(customer, {
    type: 'card',
    limit: 100,
  });
  return methods.data.flatMap(({ id, card }) =>
    card
      ? [
          {
            id,
            brand: card.brand,
            last4: card.last4,
            expMonth: card.exp_month,
            expYear: card.exp_year,
          },
        ]
      : [],
  );
}

/** Any card but the caller's own is a 404. */
export async function removePaymentMethod(caller: Caller, methodId: string): Promise<void> {
  const customer = await storedCustomerId(caller.uid);
  const stripe = requireStripe();
  const method = await stripe.paymentMethods.retrieve(methodId).catch((error: unknown) => {
    if ((error as { statusCode?: number }).statusCode === 404) return undefined;
    throw error;
  });
  if (!customer || method?.customer !== customer) throw new HttpError(404, API_ERROR.notFound);
  await stripe.paymentMethods.detach(methodId);
}
