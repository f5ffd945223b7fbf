/** Checkouts: every payment is one (docs/orders.md, 'Paying'). */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { CHECKOUT_MIN_ORDERS, CURRENCY } from '@pedalworks/domain/constants';
import { toCents } from '@pedalworks/domain/format';
import { API_ERROR, VALIDATION } from '@pedalworks/domain/form-messages';
import { receiptLineLabel } from '@pedalworks/domain/mail';
import { normalCode, receiptFigures } from '@pedalworks/domain/pricing';
import { isChargeableTotal } from '@pedalworks/domain/schemas';
import type {
  Checkout,
  CheckoutPrice,
  CheckoutResponse,
  PaymentIntentResponse,
  ReceiptResponse,
  StripeErrorCodes,
} from '@pedalworks/domain/types';
import { transact } from '../lib/admin';
import { stripeClient } from '../lib/stripe';
import { actorOf, type Caller } from '../lib/caller';
import { HttpError } from '../lib/errors';
import { serialized } from '../lib/key-queue';
import { expireDueHolds, expireOrder } from './expiry';
import { codeKey, limitCodeTries, priceOrders, reserveCode } from './price';
import {
  endCheckoutForChange,
  endLapsedCheckout,
  notPayable,
  payCheckout,
  readOwnOrder,
  recordPayment,
} from './record';
import {
  checkoutsCollection,
  ordersCollection,
  storedCheckout,
  storedOrder,
  type StoredCheckout,
  type StoredOrder,
} from './stored';
import { customerIdOf, customerSessionFor, setSaveCard } from './stripe-customers';
import { cancelAtStripe, createCheckoutIntent, requireStripe, retrieveIntent } from './stripe';

/** The given orders, each the caller's own and held, or all the caller's held orders. */
async function ordersToPay(caller: Caller, asked: string[] | undefined): Promise<StoredOrder[]> {
  if (!asked) {
    const held = await ordersCollection()
      .where('uid', '==', caller.uid)
      .where('status', '==', 'held')
      .get();
    return held.docs.map((doc) => storedOrder(doc)!);
  }
  const snapshots = await Promise.all(
    [...new Set(asked)].map((id) => ordersCollection().doc(id).get()),
  );
  return snapshots.map((snapshot) => {
    const order = storedOrder(snapshot);
    if (!order) throw new HttpError(404, API_ERROR.notFound);
    if (order.uid !== caller.uid) throw new HttpError(403, API_ERROR.forbidden);
    if (order.status !== 'held') throw new HttpError(409, API_ERROR.checkoutNotHeld);
    return order;
  });
}

/** A checkout's whole price; one made before prices had parts is its total, nothing else. */
const priceOf = (checkout: Checkout): CheckoutPrice =>
  checkout.price ?? {
    country: null,
    code: null,
    subtotalCents: toCents(checkout.total),
    discountCents: 0,
    shippingCents: 0,
    totalCents: toCents(checkout.total),
  };

const millisOf = (value: unknown): number =>
  value instanceof Timestamp ? value.toMillis() : new Date(String(value)).getTime() || 0;

const sameSet = (checkout: Checkout, orderIds: string[]) =>
  checkout.orderIds.length === orderIds.length &&
  orderIds.every((id) => checkout.orderIds.includes(id));

const byAge = (orders: StoredOrder[]) =>
  [...orders].sort(
    (a, b) => millisOf(a.createdAt) - millisOf(b.createdAt) || (a._id < b._id ? -1 : 1),
  );

/** Without Stripe's key the 503 that says so still quotes the whole price, code included. */
async function requireStripeOrQuote(caller: Caller, orders: StoredOrder[], code?: string) {
  if (stripeClient()) return;
  const { lines, price } = code
    ? await limitCodeTries(caller.uid, () => priceOrders(byAge(orders), code))
    : await priceOrders(byAge(orders), undefined);
  // Nothing to charge needs no Stripe (money-fixes pays a free total at once).
  if (price.totalCents === 0) return;
  throw new HttpError(503, API_ERROR.paymentsNotConfigured, { lines, price });
}

/** Two calls at once answer the same checkout; the loser's intent is cancelled. */
async function openCheckout(
  caller: Caller,
  orders: StoredOrder[],
  code?: string,
): Promise<StoredCheckout> {
  const orderIds = orders.map((order) => order._id);
  const sameAsked = (checkout: StoredCheckout) =>
    sameSet(checkout, orderIds) &&
    (checkout.price?.code ?? null) === (code ? normalCode(code) : null);
  const current = new Set(orders.map((order) => order.checkoutId).filter(Boolean) as string[]);
  const open = (
    await Promise.all(
      [...current].map(async (id) => storedCheckout(await checkoutsCollection().doc(id).get())),
    )
  ).filter((checkout) => checkout?.status === 'open') as StoredCheckout[];
  if (current.size === 1 && open[0] && sameAsked(open[0])) return open[0];
  const sorted = byAge(orders);
  // A use of the code these orders' own checkouts hold is theirs to move to the new one.
  const ownUses = (asked: string) =>
    open.filter(
      (checkout) => checkout.codeUse === 'reserved' && checkout.price?.code === normalCode(asked),
    ).length;
  const { lines, price } = code
    ? await limitCodeTries(caller.uid, () => priceOrders(sorted, code, ownUses(code)))
    : await priceOrders(sorted, undefined);
  // Refused in the domain's words before anything changes: Stripe would refuse it after.
  const free = price.totalCents === 0;
  if (!free && !isChargeableTotal(price.totalCents / 100)) {
    throw new HttpError(409, VALIDATION.orderTotalRange);
  }
  for (const id of current) await endCheckoutForChange(id);
  const ref = checkoutsCollection().doc();
  const intent = free
    ? { id: `free_${ref.id}`, currency: CURRENCY }
    : await createCheckoutIntent({
        checkoutId: ref.id,
        uid: caller.uid,
        email: caller.email,
        orderIds: lines.map((line) => line.orderId),
        amount: price.totalCents,
        description: lines.map(receiptLineLabel).join(', '),
        customer: await customerIdOf(caller),
      });
  const checkout: Checkout = {
    uid: caller.uid,
    email: caller.email,
    name: caller.name,
    orderIds: lines.map((line) => line.orderId),
    lines,
    total: price.totalCents / 100,
    price,
    ...(price.code ? { codeUse: 'reserved' as const } : {}),
    paymentIntentId: intent.id,
    status: 'open',
  };
  let winner: StoredCheckout | undefined;
  try {
    const make = () =>
      transact(async (transaction) => {
        const refs = orderIds.map((id) => ordersCollection().doc(id));
        const now = (await Promise.all(refs.map((r) => transaction.get(r)))).map(storedOrder);
        const taken = [...new Set(now.map((order) => order?.checkoutId).filter(Boolean))];
        const others = await Promise.all(
          taken.map(async (id) =>
            storedCheckout(await transaction.get(checkoutsCollection().doc(id!))),
          ),
        );
        for (const order of now) {
          if (!order) throw new HttpError(404, API_ERROR.notFound);
          if (order.status !== 'held') {
            throw orders.length === 1
              ? notPayable(order)
              : new HttpError(409, API_ERROR.checkoutNotHeld);
          }
        }
        // Opened meanwhile by another call: the same orders share it; others wait their turn.
        for (const other of others) {
          if (other?.status !== 'open') continue;
          if (sameAsked(other)) return other;
          throw new HttpError(409, API_ERROR.paymentConflict);
        }
        if (price.code) await reserveCode(transaction, price.code, caller.uid);
        transaction.create(ref, { ...checkout, createdAt: FieldValue.serverTimestamp() });
        refs.forEach((r) =>
          transaction.update(r, { checkoutId: ref.id, paymentIntentId: intent.id }),
        );
        return { ...checkout, _id: ref.id };
      });
    // Checkouts with one code reserve its uses in turn within this instance (as a tool's stock).
    winner = await (price.code ? serialized(codeKey(price.code), make) : make());
  } finally {
    if (winner?._id !== ref.id && !free) await cancelAtStripe(intent.id).catch(() => undefined);
  }
  if (!free || winner._id !== ref.id) return winner;
  // Nothing to charge: paid at once, without Stripe, with its receipt and its code's use.
  await payCheckout(intent, winner, actorOf(caller), null);
  return storedCheckout(await ref.get())!;
}

/** A checkout of one: every call answers the same intent while the order stays in it. */
export async function createPaymentIntent(
  caller: Caller,
  orderId: string,
  code?: string,
): Promise<PaymentIntentResponse> {
  await expireOrder(orderId);
  const order = await readOwnOrder(caller, orderId);
  if (order.status !== 'held') throw notPayable(order);
  await requireStripeOrQuote(caller, [{ ...order, _id: orderId }], code);
  const checkout = await openCheckout(caller, [{ ...order, _id: orderId }], code);
  if (checkout.status === 'paid') {
    return { clientSecret: null, checkoutId: checkout._id, price: priceOf(checkout) };
  }
  const intent = await retrieveIntent(checkout.paymentIntentId);
  if (intent.status === 'succeeded') {
    // Paid already, but the webhook has not landed yet: record it now rather than charge twice.
    await recordPayment(intent);
    throw new HttpError(409, API_ERROR.orderPaid);
  }
  if (intent.status === 'canceled' || !intent.client_secret) {
    throw new HttpError(409, API_ERROR.orderExpired);
  }
  return {
    clientSecret: intent.client_secret,
    checkoutId: checkout._id,
    price: priceOf(checkout),
  };
}

/** Codes, which the domain turns into words (paymentErrorText); null when nothing was refused. */
function paymentErrorOf(intent: Stripe.PaymentIntent): StripeErrorCodes | null {
  const last = intent.last_payment_error;
  if (!last) return null;
  return { type: last.type, code: last.code, decline_code: last.decline_code };
}

/** `customer` adds a customer session, so that the Payment Element shows their saved cards. */
async function answer(
  checkout: StoredCheckout,
  options: { intent?: Stripe.PaymentIntent; customer?: string } = {},
): Promise<CheckoutResponse> {
  let clientSecret: string | null = null;
  let error: StripeErrorCodes | null = null;
  let customerSessionClientSecret: string | undefined;
  let processing = false;
  if (checkout.status === 'open') {
    const intent = options.intent ?? (await retrieveIntent(checkout.paymentIntentId));
    processing = intent.status === 'processing';
    if (intent.status !== 'succeeded' && intent.status !== 'canceled') {
      clientSecret = intent.client_secret;
      // A bank or wallet that refused after its redirect: the result page says why.
      if (intent.status === 'requires_payment_method') error = paymentErrorOf(intent);
      if (options.customer) {
        customerSessionClientSecret = await customerSessionFor(intent, options.customer);
      }
    }
  }
  return {
    checkoutId: checkout._id,
    status: checkout.status === 'ending' ? 'canceled' : checkout.status,
    total: checkout.total,
    price: priceOf(checkout),
    lines: checkout.lines.map((line) => ({
      ...line,
      outcome: checkout.outcomes?.[line.orderId] ?? 'pending',
    })),
    clientSecret,
    error,
    processing,
    transactionId: checkout.status === 'paid' ? checkout.paymentIntentId : null,
    ...(customerSessionClientSecret ? { customerSessionClientSecret } : {}),
  };
}

export async function createCheckout(
  caller: Caller,
  asked: string[] | undefined,
  code?: string,
): Promise<CheckoutResponse> {
  await expireDueHolds({ uid: caller.uid });
  const orders = await ordersToPay(caller, asked);
  if (orders.length < CHECKOUT_MIN_ORDERS) throw new HttpError(409, API_ERROR.checkoutTooFew);
  await requireStripeOrQuote(caller, orders, code);
  const checkout = await openCheckout(caller, orders, code);
  return answer(checkout, { customer: await customerIdOf(caller) });
}

async function ownCheckout(caller: Caller, checkoutId: string): Promise<StoredCheckout> {
  const checkout = storedCheckout(await checkoutsCollection().doc(checkoutId).get());
  if (!checkout) throw new HttpError(404, API_ERROR.notFound);
  if (checkout.uid !== caller.uid) throw new HttpError(403, API_ERROR.forbidden);
  return checkout;
}

/** A checkout that can no longer pay its orders is ended, so its page can offer to start again. */
export async function readCheckout(caller: Caller, checkoutId: string): Promise<CheckoutResponse> {
  requireStripe();
  const checkout = await ownCheckout(caller, checkoutId);
  if (checkout.status !== 'open') return answer(checkout);
  const intent = await retrieveIntent(checkout.paymentIntentId);
  if (intent.status === 'succeeded') {
    await recordPayment(intent, actorOf(caller));
    return answer(await ownCheckout(caller, checkoutId));
  }
  await expireDueHolds({ uid: caller.uid });
  if (await endLapsedCheckout(checkout)) return answer(await ownCheckout(caller, checkoutId));
  return answer(checkout, { intent });
}

export async function saveCheckoutCard(
  caller: Caller,
  checkoutId: string,
  saveCard: boolean,
): Promise<{ saveCard: boolean }> {
  requireStripe();
  const checkout = await ownCheckout(caller, checkoutId);
  if (checkout.status !== 'open') throw new HttpError(409, API_ERROR.transitionRefused);
  return setSaveCard(caller, await retrieveIntent(checkout.paymentIntentId), saveCard);
}

const isoOf = (value: unknown): string | null =>
  value instanceof Timestamp ? value.toDate().toISOString() : null;

/** GET /receipt/{paymentId}: the caller's receipt of one paid checkout, as its mail said it. */
export async function readReceipt(caller: Caller, paymentId: string): Promise<ReceiptResponse> {
  const paid = await checkoutsCollection()
    .where('uid', '==', caller.uid)
    .where('paymentIntentId', '==', paymentId)
    .where('status', '==', 'paid')
    .limit(1)
    .get();
  const checkout = paid.docs[0]?.data() as
    | (Checkout & {
        receipt?: Pick<ReceiptResponse, 'lines' | 'refunded' | 'total' | 'last4'>;
        paidAt?: unknown;
      })
    | undefined;
  if (!checkout?.receipt) throw new HttpError(404, API_ERROR.notFound);
  const paidLines = checkout.lines.filter((line) => checkout.outcomes?.[line.orderId] === 'paid');
  return {
    paymentId,
    ...checkout.receipt,
    ...receiptFigures(paidLines),
    paidAt: isoOf(checkout.paidAt),
  };
}
