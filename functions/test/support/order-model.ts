/**
 * The world of the order model test (order-model.test.ts): its customers, tools, codes, orders
 * and payments, the calls and Stripe deliveries its commands make, and the invariants read back
 * from Firestore and the Stripe API double after every step.
 */
import type Stripe from 'stripe';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { holdsStock } from '@pedalworks/domain/orders';
import { STAFF_ROLES, type StaffRole } from '@pedalworks/domain/roles';
import { paidCents } from '@pedalworks/domain/pricing';
import type { Checkout, Order, Tool } from '@pedalworks/domain/types';
import { ORDER_SWEEP_URL } from '../../../scripts/lib/emulator-config';
import { STRIPE_DOUBLE_PUBLISHABLE_KEY } from '../../../scripts/lib/stripe-test-env';
import { STRIPE_DOUBLE_URL } from '../../../tests/doubles/stripe-api';
import {
  deliverWebhook,
  eventsFor,
  failNextStripeRequests,
  testStripe,
} from '../../../tests/doubles/stripe-events';
import {
  adminDb,
  api,
  createTool,
  createUser,
  type TestUser,
} from '../../../tests/support/emulators';

/** A payment the model opened: its intent, checkout, customer and orders. */
export interface ModelIntent {
  id: string;
  checkoutId: string;
  customer: number;
  orderIds: string[];
}

export interface ModelOrder {
  id: string;
  customer: number;
  toolId: string;
  variantId?: string;
}

/** What the model knows of the shop, and what it read back after the last step. */
export interface World {
  /** One member of the staff per role (roles.ts). */
  staff: Record<StaffRole, TestUser>;
  customers: TestUser[];
  tools: { tool: Tool; start: Record<string, number> }[];
  codes: { code: string; maxUses: number | null }[];
  orders: ModelOrder[];
  intents: ModelIntent[];
  /** Every Stripe event the model has seen, and the ids it has delivered. */
  events: Stripe.Event[];
  delivered: Set<string>;
  /** Intents refunded from the Stripe Dashboard: a shipped order may be refunded so. */
  dashboardRefunded: Set<string>;
  /** The Stripe request the next step's calls find failing ('POST /v1/refunds'). */
  fault: { method: string; path: string } | null;
  faultInStep: boolean;
  /** The commands a run takes (MODEL_STEPS), and those it took so far. */
  steps: number;
  ran: number;
  /** Each order's state as last read ('deleted' once gone). */
  status: Map<string, string>;
  trace: string[];
}

/** A broken invariant: its name says which, the message what was found. */
export class Violation extends Error {
  constructor(invariant: string, detail: string) {
    super(`[${invariant}] ${detail}`);
    this.name = 'Violation';
  }
}

const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

/**
 * A staff member of each role, two customers, a plain tool, a tool with two sizes and a cheap
 * one; a code of two uses and (unless `freeCode` is false) a 100 % code. Everything is new: runs
 * share nothing.
 */
export async function newWorld(
  steps: number,
  options: { freeCode?: boolean } = {},
): Promise<World> {
  // No fault of an earlier run is left armed on the paths every run calls.
  await Promise.all(
    ['/v1/refunds', '/v1/payment_intents'].map((path) => failNextStripeRequests(path, 0)),
  );
  const [customers, staff] = await Promise.all([
    Promise.all([createUser(), createUser()]),
    Promise.all(STAFF_ROLES.map(async (role) => [role, await createUser({ role })] as const)),
  ]);
  const plain = await createTool({ price: 12, minimumOrder: 1, availableQuantity: 6 });
  const sized = await createTool({
    price: 8,
    minimumOrder: 1,
    availableQuantity: 7,
    option: {
      name: 'Size',
      variants: [
        { id: 'small', value: 'S', stock: 3 },
        { id: 'large', value: 'L', stock: 4, price: 11 },
      ],
    },
  });
  const cheap = await createTool({ price: 3.5, minimumOrder: 1, availableQuantity: 5 });
  const codes = [
    { code: `TEN-${unique()}`, kind: 'percent', amount: 10, maxUses: 2 },
    ...(options.freeCode === false
      ? []
      : [{ code: `FREE-${unique()}`, kind: 'percent', amount: 100, maxUses: null }]),
  ];
  // As the admins' form stores them (services/pricing.ts), without its rate limit.
  for (const { code, ...rules } of codes) {
    await adminDb()
      .collection('discountCodes')
      .doc(code)
      .create({
        ...rules,
        minSubtotalCents: null,
        startsAt: null,
        endsAt: null,
        maxUsesPerCustomer: null,
        categories: null,
        paused: false,
        uses: 0,
        reserved: 0,
        createdAt: new Date(),
      });
  }
  return {
    staff: Object.fromEntries(staff) as World['staff'],
    customers,
    tools: [
      { tool: plain, start: { '': 6 } },
      { tool: sized, start: { small: 3, large: 4 } },
      { tool: cheap, start: { '': 5 } },
    ],
    codes: codes.map(({ code, maxUses }) => ({ code, maxUses })),
    orders: [],
    intents: [],
    events: [],
    delivered: new Set(),
    dashboardRefunded: new Set(),
    fault: null,
    faultInStep: false,
    steps,
    ran: 0,
    status: new Map(),
    trace: [],
  };
}

/** One of `list`, chosen by a generated number, or undefined when the list is empty. */
export const pick = <T>(list: T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];

/** The model's orders in one of these states (as last read), else all of them. */
export function ordersIn(world: World, states: string[]): ModelOrder[] {
  const fitting = world.orders.filter((order) => states.includes(world.status.get(order.id)!));
  return fitting.length > 0 ? fitting : world.orders;
}

/**
 * The model's intents with an order in one of these states (as last read) that no later checkout
 * of that order replaced (a new checkout of an order ends its old one).
 */
export const intentsIn = (world: World, states: string[]): ModelIntent[] =>
  world.intents.filter((intent, index) =>
    intent.orderIds.some(
      (id) =>
        states.includes(world.status.get(id)!) &&
        !world.intents.slice(index + 1).some((later) => later.orderIds.includes(id)),
    ),
  );

/** Answers a 5xx only while a Stripe fault is armed (503, the domain's words); never 500. */
function judgeAnswer(world: World, what: string, status: number, message: unknown): void {
  if (message === API_ERROR.paymentRejected) {
    throw new Violation('answers', `${what} sent Stripe a request it refused (${status})`);
  }
  if (status < 500) return;
  if (world.faultInStep && status === 503) return;
  throw new Violation('answers', `${what} answered ${status}: ${String(message)}`);
}

/** A call to the API as `user`; answers the status and the JSON body. */
export async function call(
  world: World,
  user: TestUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await api(method, path, {
    token: await user.token(),
    ...(body === undefined ? {} : { body }),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  world.trace.push(`  ${method} ${path} → ${response.status} ${String(json.message ?? '')}`);
  judgeAnswer(world, `${method} ${path}`, response.status, json.message);
  return { status: response.status, body: json };
}

/** The expiry and owed-refund sweeps, as their schedules run them (back-off skipped). */
export async function runSweeps(world: World): Promise<void> {
  const response = await fetch(`${ORDER_SWEEP_URL}?force=1`, { method: 'POST' });
  world.trace.push(`  sweeps → ${response.status}`);
  judgeAnswer(world, 'the sweeps', response.status, response.statusText);
}

/** Delivers one event; a 5xx is allowed only under an armed fault, and Stripe then retries. */
export async function deliver(world: World, event: Stripe.Event): Promise<boolean> {
  const response = await deliverWebhook(event);
  world.trace.push(`  deliver ${event.type} ${event.id.slice(-6)} → ${response.status}`);
  if (response.status === 200) {
    world.delivered.add(event.id);
    return true;
  }
  if (world.faultInStep && response.status >= 500) return false;
  throw new Violation('answers', `${event.type} answered ${response.status}`);
}

/** Stripe delivers every event it has made and not delivered yet (a failed one again). */
export async function flushEvents(world: World): Promise<void> {
  const known = new Set(world.events.map((event) => event.id));
  for (const intent of world.intents) {
    for (const event of await eventsFor(intent.id)) {
      if (!known.has(event.id)) world.events.push(event);
    }
  }
  for (const event of world.events) {
    if (!world.delivered.has(event.id)) await deliver(world, event);
  }
}

/** Arms the fault for the next step's calls: three requests, the SDK's tries of one call. */
export async function armFault(world: World, method: string, path: string): Promise<void> {
  world.fault = { method, path };
  await failNextStripeRequests(path, 3, 'error', method);
}

export async function clearFault(world: World): Promise<void> {
  if (!world.fault) return;
  await failNextStripeRequests(world.fault.path, 0, 'error', world.fault.method);
  world.fault = null;
}

/** The shopper answers 3-D Secure's challenge, as the Stripe.js double does. */
export async function answerChallenge(intent: Stripe.PaymentIntent, complete: boolean) {
  const response = await fetch(`${STRIPE_DOUBLE_URL}/3d_secure_2/authenticate`, {
    method: 'POST',
    body: new URLSearchParams({
      key: STRIPE_DOUBLE_PUBLISHABLE_KEY,
      client_secret: intent.client_secret!,
      payment_intent: intent.id,
      outcome: complete ? 'complete' : 'fail',
    }),
  });
  if (!response.ok) throw new Error(`3-D Secure answer: ${response.status}`);
}

type Stored = Order & { _id: string };

const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

/** What the shop's records say, read at once. */
async function readShop(world: World) {
  const uids = world.customers.map((customer) => customer.uid);
  const intentIds = world.intents.map((intent) => intent.id);
  const batches: string[][] = [];
  for (let index = 0; index < intentIds.length; index += 30) {
    batches.push(intentIds.slice(index, index + 30));
  }
  const [orders, checkouts, owed, tools, codes, customerUses] = await Promise.all([
    adminDb().collection('orders').where('uid', 'in', uids).get(),
    adminDb().collection('checkouts').where('uid', 'in', uids).get(),
    Promise.all(
      batches.map((batch) =>
        adminDb().collection('owedRefunds').where('paymentIntentId', 'in', batch).get(),
      ),
    ),
    Promise.all(world.tools.map(({ tool }) => adminDb().collection('tools').doc(tool._id).get())),
    Promise.all(
      world.codes.map(({ code }) => adminDb().collection('discountCodes').doc(code).get()),
    ),
    Promise.all(
      world.codes.flatMap(({ code }) =>
        uids.map((uid) =>
          adminDb().collection('discountCodes').doc(code).collection('customers').doc(uid).get(),
        ),
      ),
    ),
  ]);
  return {
    orders: orders.docs.map((doc) => ({ ...doc.data(), _id: doc.id }) as Stored),
    checkouts: checkouts.docs.map((doc) => ({ ...(doc.data() as Checkout), _id: doc.id })),
    owed: owed.flatMap((snapshot) => snapshot.docs.map((doc) => doc.data())),
    tools: tools.map((doc) => ({ ...doc.data(), _id: doc.id }) as Tool),
    codes: codes.map((doc) => doc.data() as { uses: number; reserved: number }),
    customerUses: customerUses.map((doc) => (doc.get('count') as number | undefined) ?? 0),
  };
}

/** What Stripe holds for one intent: captured, refunded (succeeded), lost in disputes. */
async function readStripe(intentId: string) {
  const stripe = testStripe();
  const intent = await stripe.paymentIntents.retrieve(intentId);
  if (intent.status !== 'succeeded') return { captured: 0, refunds: [], lost: 0 };
  const [refunds, disputes] = await Promise.all([
    stripe.refunds.list({ payment_intent: intentId, limit: 100 }),
    stripe.disputes.list({ charge: intent.latest_charge as string, limit: 100 }),
  ]);
  return {
    captured: intent.amount_received || intent.amount,
    refunds: refunds.data,
    lost: sumOf(disputes.data.filter((d) => d.status === 'lost').map((d) => d.amount)),
  };
}

const countOf = (types: string[], type: string) => types.filter((each) => each === type).length;

/** The events each state needs (n: exactly n; '+': at least one) besides 'placed' once. */
const TIMELINE: Record<string, Record<string, number | '+'>> = {
  held: { paid: 0, expired: 0, cancelled: 0, shipped: 0 },
  expired: { expired: 1, paid: 0 },
  cancelled: { cancelled: 1, paid: 0 },
  paid: { paid: 1, shipped: 0, 'written-off': 0, 'refund-owed': 0 },
  refunding: { paid: 1, shipped: 0, 'written-off': 0, 'refund-owed': 1 },
  shipped: { paid: 1, shipped: 1, 'written-off': 0, 'refund-owed': 0 },
  refunded: { paid: 1 },
  returnRequested: { shipped: 1, 'return-requested': 1 },
  returnApproved: { shipped: 1, 'return-requested': 1, 'return-approved': 1 },
  returnDeclined: { shipped: 1, 'return-requested': 1, 'return-declined': 1 },
  returnReceived: { shipped: 1, 'return-approved': 1, 'return-received': 1 },
  returned: { shipped: 1, 'return-received': 1, refunded: '+' },
};

/** Mails sent once per order, each with its event. */
const ONCE_MAILS = [
  'placed',
  'shipped',
  'expired',
  'cancelled',
  'return-requested',
  'return-approved',
  'return-declined',
  'return-received',
];

async function checkTimeline(order: Stored): Promise<void> {
  const ref = adminDb().collection('orders').doc(order._id);
  const [events, mails] = await Promise.all([
    ref.collection('events').get(),
    adminDb().collection('mail').where('orderId', '==', order._id).get(),
  ]);
  const types = events.docs.map((doc) => doc.get('type') as string);
  const kinds = mails.docs.map((doc) => doc.get('kind') as string);
  const wrong = (detail: string) =>
    new Violation('answers', `order ${order._id} (${order.status}): ${detail}; [${types}]`);
  if (countOf(types, 'placed') !== 1) throw wrong('not placed once');
  for (const [type, want] of Object.entries(TIMELINE[order.status] ?? {})) {
    const have = countOf(types, type);
    if (want === '+' ? have === 0 : have !== want) throw wrong(`${have} '${type}' events`);
  }
  if (order.status === 'refunded' && !types.includes('refunded') && !order.writtenOff) {
    throw wrong('refunded without a refund or a write-off');
  }
  for (const kind of ONCE_MAILS) {
    if (countOf(kinds, kind) !== countOf(types, kind === 'placed' ? 'placed' : kind)) {
      throw wrong(`${countOf(kinds, kind)} '${kind}' mails`);
    }
  }
  if (countOf(kinds, 'paid') > countOf(types, 'paid')) throw wrong('a paid mail without payment');
}

/**
 * After every step. Money: for every intent, what Stripe captured less what it refunded (and
 * lost in disputes) equals what the shop's orders kept plus what it records as owed; the shop
 * never refunds a shipped order but for its return. Stock: for every tool and size, the start
 * plus restocks equals available plus held and sold. Codes: uses and reservations are the paid
 * and live checkouts carrying the code, within its limit. Answers: each order's timeline and
 * mails agree with its state.
 */
export async function checkInvariants(world: World): Promise<void> {
  const shop = await readShop(world);
  const byId = new Map(shop.orders.map((order) => [order._id, order]));
  for (const order of world.orders)
    world.status.set(order.id, byId.get(order.id)?.status ?? 'deleted');

  // Money.
  for (const intent of world.intents) {
    const stripe = await readStripe(intent.id);
    const refunded = sumOf(
      stripe.refunds.filter((r) => r.status === 'succeeded').map((r) => r.amount),
    );
    const atStripe = stripe.captured - refunded - stripe.lost;
    const paidBy = shop.orders.filter((order) => order.transactionId === intent.id);
    const owedRecords = shop.owed.filter(
      (record) => record.paymentIntentId === intent.id && record.status === 'owed',
    );
    const owedTo = (orderId: string) =>
      sumOf(
        owedRecords
          .filter((record) => record.orderId === orderId)
          .map((record) => record.amount as number),
      );
    const leftOf = (order: Stored) => paidCents(order) - (order.refundedAmount ?? 0);
    const over = paidBy.find((order) => leftOf(order) < 0);
    if (over) {
      throw new Violation('money', `${intent.id}: order ${over._id} got back more than it paid`);
    }
    // An owed refund is made capped at what its order has left: that much is owed.
    const owedOn = (order: Stored) => Math.min(owedTo(order._id), leftOf(order));
    const kept = sumOf(
      paidBy.map((order) => (order.dispute?.status === 'lost' ? 0 : leftOf(order) - owedOn(order))),
    );
    const paidIds = new Set(paidBy.map((order) => order._id));
    const owed =
      sumOf(paidBy.map(owedOn)) +
      sumOf(
        owedRecords
          .filter((record) => !paidIds.has(record.orderId as string))
          .map((record) => record.amount as number),
      );
    if (atStripe !== kept + owed) {
      throw new Violation(
        'money',
        `${intent.id}: Stripe holds ${atStripe} (captured ${stripe.captured}, refunded ${refunded}, lost ${stripe.lost}); the shop kept ${kept} and owes ${owed} (${paidBy.map((o) => `${o._id}:${o.status}:${o.refundedAmount ?? 0}`).join(', ')})`,
      );
    }
    for (const order of paidBy) {
      const byShop = stripe.refunds.filter(
        (refund) =>
          refund.status === 'succeeded' &&
          refund.metadata?.orderId === order._id &&
          refund.metadata?.owedRefund &&
          !refund.metadata.owedRefund.startsWith('return-'),
      );
      if (order.shippedAt && byShop.length > 0) {
        throw new Violation(
          'money',
          `shipped order ${order._id} refunded by the shop (${byShop[0]!.metadata?.owedRefund})`,
        );
      }
      const returned = order.returnRefundCents !== undefined || order.writtenOff;
      if (
        order.shippedAt &&
        order.status === 'refunded' &&
        !returned &&
        !world.dashboardRefunded.has(intent.id)
      ) {
        throw new Violation(
          'money',
          `shipped order ${order._id} refunded in full without a return or write-off`,
        );
      }
    }
  }

  // Stock.
  for (const [index, { tool, start }] of world.tools.entries()) {
    const stored = shop.tools[index]!;
    const of = shop.orders.filter((order) => order.toolId === tool._id);
    for (const [variant, first] of Object.entries(start)) {
      const mine = of.filter((order) => (order.variantId ?? '') === variant);
      const restocked = sumOf(
        mine.filter((o) => o.returnRestock === true).map((o) => o.orderedQuantity),
      );
      const held = sumOf(mine.filter((o) => holdsStock(o)).map((o) => o.orderedQuantity));
      const available = variant
        ? stored.option!.variants.find((v) => v.id === variant)!.stock
        : stored.availableQuantity;
      if (first + restocked !== available + held || available < 0) {
        throw new Violation(
          'stock',
          `${tool._id}${variant ? `/${variant}` : ''}: start ${first} + restocked ${restocked} ≠ available ${available} + held or sold ${held}`,
        );
      }
    }
    if (
      stored.option &&
      sumOf(stored.option.variants.map((v) => v.stock)) !== stored.availableQuantity
    ) {
      throw new Violation('stock', `${tool._id}: its total is not its sizes' sum`);
    }
  }

  // Codes.
  /** Whether one of the checkout's orders was paid by it (a free one has no intent). */
  const paidSome = (checkout: (typeof shop.checkouts)[number]) =>
    checkout.orderIds.some((id) =>
      [checkout.paymentIntentId, `free_${checkout._id}`].includes(
        byId.get(id)?.transactionId ?? '',
      ),
    );
  for (const [index, { code, maxUses }] of world.codes.entries()) {
    const stored = shop.codes[index]!;
    const carrying = shop.checkouts.filter((checkout) => checkout.price?.code === code);
    const used = carrying.filter((checkout) => checkout.codeUse === 'used');
    const reserved = carrying.filter((checkout) => checkout.codeUse === 'reserved');
    const wrong = (detail: string) =>
      new Violation(
        'codes',
        `${code} (uses ${stored.uses}, reserved ${stored.reserved}): ${detail}`,
      );
    if (stored.uses !== used.length || stored.reserved !== reserved.length) {
      throw wrong(`${used.length} checkouts used it and ${reserved.length} reserve it`);
    }
    if (maxUses !== null && stored.uses + stored.reserved > maxUses) throw wrong('over its limit');
    for (const checkout of used) {
      if (checkout.status !== 'paid' || !paidSome(checkout)) {
        throw wrong(`checkout ${checkout._id} (${checkout.status}) used it and paid no order`);
      }
    }
    for (const checkout of reserved) {
      const live =
        checkout.status === 'open' &&
        checkout.orderIds.every(
          (id) => byId.get(id)?.status === 'held' && byId.get(id)?.checkoutId === checkout._id,
        );
      if (!live) {
        throw wrong(
          `checkout ${checkout._id} (${checkout.status}) reserves it, its orders ${checkout.orderIds.map((id) => byId.get(id)?.status ?? 'gone')}`,
        );
      }
    }
    for (const [who, customer] of world.customers.entries()) {
      const count = shop.customerUses[index * world.customers.length + who]!;
      const holds = [...used, ...reserved].filter((checkout) => checkout.uid === customer.uid);
      if (count !== holds.length)
        throw wrong(`customer ${who} counts ${count}, holds ${holds.length}`);
    }
  }

  // Answers: timelines and mails.
  await Promise.all(shop.orders.map((order) => checkTimeline(order)));
}
