/**
 * Any number of deliveries of a payment's Stripe events, in any order, mean the same: a random
 * mix of one-order and several-order checkouts lives through payment, Dashboard refunds (full
 * and partial), a refund that fails later and disputes won and lost; every event is delivered
 * 1 to 3 times, shuffled across all payments, some at once. PROPERTY_SEED replays a run.
 */
import { describe, expect, it } from 'vitest';
import { toCents } from '@pedalworks/domain/format';
import { recountSales } from '@pedalworks/domain/sales';
import type { CheckoutResponse, Order } from '@pedalworks/domain/types';
import { TEST_PAYMENT_METHODS } from '../../tests/doubles/stripe-api';
import {
  deliverWebhook,
  failRefunds,
  paymentIntentEvent,
  stripeEvent,
  testStripe,
} from '../../tests/doubles/stripe-events';
import { adminDb, api, createTool, createUser } from '../../tests/support/emulators';
import { eventsOf, mailDocsOf } from '../../tests/support/mail';
import { heldOrder, intentOf, payAtStripe, readOrder } from './support/orders';

const LIVES = [
  'paid',
  'refunded',
  'partial',
  'refund-failed',
  'dispute-lost',
  'dispute-won',
] as const;
type Life = (typeof LIVES)[number];

const seed = Number(process.env.PROPERTY_SEED ?? Math.floor(Math.random() * 1_000_000));

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
function generator(start: number) {
  let state = start;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const methodOf = (life: Life) =>
  life.startsWith('dispute')
    ? TEST_PAYMENT_METHODS.disputed
    : life === 'refund-failed'
      ? TEST_PAYMENT_METHODS.refundFails
      : TEST_PAYMENT_METHODS.visa;

interface Payment {
  life: Life;
  orders: Order[];
  intentId: string;
  events: unknown[];
}

/** One customer's checkout of `count` held orders, paid, then lived through `life` at Stripe. */
async function livePayment(life: Life, count: number): Promise<Payment> {
  const customer = await createUser();
  const orders: Order[] = [];
  for (let index = 0; index < count; index += 1) {
    const tool = await createTool({ price: 5 + index, minimumOrder: 1, availableQuantity: 20 });
    orders.push(await heldOrder(customer, tool));
  }
  let intentId: string;
  if (count === 1) {
    intentId = await intentOf(customer, orders[0]!._id);
  } else {
    const response = await api('POST', '/checkout', { token: await customer.token(), body: {} });
    const body = (await response.json()) as CheckoutResponse;
    intentId = body.clientSecret!.split('_secret_')[0]!;
  }
  const stripe = testStripe();
  const events: unknown[] = [
    paymentIntentEvent('payment_intent.succeeded', await payAtStripe(intentId, methodOf(life))),
  ];
  const charge = async () =>
    stripe.charges.retrieve(
      (await stripe.paymentIntents.retrieve(intentId)).latest_charge as string,
    );
  if (life === 'refunded' || life === 'partial' || life === 'refund-failed') {
    await stripe.refunds.create({
      payment_intent: intentId,
      ...(life === 'refunded' ? {} : { amount: 100 }),
    });
    events.push(stripeEvent('charge.refunded', await charge()));
  }
  if (life === 'refund-failed') {
    await failRefunds(orders.at(-1)!._id);
    const [refund] = (await stripe.refunds.list({ payment_intent: intentId })).data;
    events.push(stripeEvent('charge.refund.updated', refund));
  }
  if (life.startsWith('dispute')) {
    const [dispute] = (await stripe.disputes.list({ charge: (await charge()).id })).data;
    events.push(stripeEvent('charge.dispute.created', dispute));
    const closed =
      life === 'dispute-lost'
        ? await stripe.disputes.close(dispute!.id)
        : await stripe.disputes.update(dispute!.id, {
            evidence: { uncategorized_text: 'winning_evidence' },
          });
    events.push(stripeEvent('charge.dispute.closed', closed));
  }
  return { life, orders, intentId, events };
}

/** What the events mean for each order: its state, its refunded cents and its timeline. */
function expected(payment: Payment, order: Order, newest: boolean) {
  const cents = toCents(order.price);
  const { life } = payment;
  return {
    status: life === 'refunded' ? 'refunded' : 'paid',
    refundedAmount: life === 'refunded' ? cents : life === 'partial' && newest ? 100 : 0,
    dispute: life === 'dispute-lost' ? 'lost' : life === 'dispute-won' ? 'won' : undefined,
    events: {
      paid: 1,
      refunded: life === 'refunded' || (life === 'partial' && newest) ? 1 : 0,
      'refund-failed': life === 'refund-failed' && newest ? 1 : 0,
      'dispute-closed': life.startsWith('dispute') ? 1 : 0,
    },
  };
}

describe('Stripe events delivered any number of times, in any order', { timeout: 300_000 }, () => {
  it(`mean the same as each delivered once (seed ${seed})`, async () => {
    const random = generator(seed);
    const payments: Payment[] = [];
    for (const life of [
      ...LIVES,
      ...LIVES.map(() => LIVES[Math.floor(random() * LIVES.length)]!),
    ]) {
      payments.push(await livePayment(life, 1 + Math.floor(random() * 3)));
    }
    const deliveries = payments.flatMap((payment) =>
      payment.events.flatMap((event) => Array<unknown>(1 + Math.floor(random() * 3)).fill(event)),
    );
    for (let index = deliveries.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [deliveries[index], deliveries[other]] = [deliveries[other], deliveries[index]];
    }
    // Two at a time: a retried delivery may meet the first one still running.
    for (let index = 0; index < deliveries.length; index += 2) {
      const pair = deliveries.slice(index, index + 2);
      const statuses = (await Promise.all(pair.map((event) => deliverWebhook(event)))).map(
        (response) => response.status,
      );
      expect(statuses).toEqual(pair.map(() => 200));
    }

    const finalOrders: Order[] = [];
    const meant: Order[] = [];
    for (const payment of payments) {
      for (const [index, order] of payment.orders.entries()) {
        const want = expected(payment, order, index === payment.orders.length - 1);
        const stored = (await readOrder(order._id))!;
        finalOrders.push(stored);
        meant.push({
          ...stored,
          status: want.status as Order['status'],
          refundedAmount: want.refundedAmount,
        });
        expect({
          life: payment.life,
          status: stored.status,
          refundedAmount: stored.refundedAmount ?? 0,
          transactionId: stored.transactionId,
          dispute: stored.dispute?.status,
        }).toEqual({
          life: payment.life,
          status: want.status,
          refundedAmount: want.refundedAmount,
          transactionId: payment.intentId,
          dispute: want.dispute,
        });
        const types = (await eventsOf(order._id)).map((event) => event.type);
        const count = (type: string) => types.filter((each) => each === type).length;
        expect(
          Object.fromEntries(Object.keys(want.events).map((type) => [type, count(type)])),
        ).toEqual(want.events);
        const mails = (await mailDocsOf(order._id)).map((mail) => mail.id);
        expect(new Set(mails).size).toBe(mails.length);
        expect(
          mails.filter((id) => id.endsWith('-refunded') || id.includes('-refunded-')),
        ).toHaveLength(want.events.refunded);
      }
      const problems = await adminDb()
        .collection('paymentProblems')
        .where('paymentIntentId', '==', payment.intentId)
        .get();
      expect(problems.docs.map((doc) => doc.get('kind'))).toEqual(
        payment.life === 'refund-failed' ? ['refund-failed'] : [],
      );
    }
    // The figures are made from the orders: theirs equal those of what the events mean.
    expect(recountSales(finalOrders)).toEqual(recountSales(meant));
  });
});
