/**
 * The commands of the order model test (order-model.test.ts): a customer's, an admin's,
 * Stripe's and the clock's, each one step of the world (./order-model.ts) followed by the
 * invariants. `commands` weighs them so that orders get placed and paid often.
 */
import fc from 'fast-check';
import { ORDER_STATUSES, specFields } from '@pedalworks/domain/orders';
import { STAFF_ROLES, ROLE_TEXT, hasRight, type StaffRole } from '@pedalworks/domain/roles';
import type { PaymentIntentResponse } from '@pedalworks/domain/types';
import { STAFF_ROUTES, type StaffRoute } from '../../src/api/staff-routes';
import { TEST_PAYMENT_METHODS } from '../../../tests/doubles/stripe-api';
import {
  advanceStripeClock,
  closeDispute,
  openDispute,
  refundFromDashboard,
  testStripe,
} from '../../../tests/doubles/stripe-events';
import { adminDb } from '../../../tests/support/emulators';
import { endHold } from '../../../tests/support/orders';
import {
  answerChallenge,
  armFault,
  call,
  checkInvariants,
  clearFault,
  deliver,
  flushEvents,
  intentsIn,
  ordersIn,
  pick,
  runSweeps,
  Violation,
  type World,
} from './order-model';

/** One command: what it does to the world; the step around it checks the invariants. */
abstract class Step implements fc.AsyncCommand<World, World> {
  abstract label(): string;
  abstract act(world: World): Promise<void>;
  /** Whether it has something to act on: one that has not is skipped, and not counted. */
  fits(_world: World): boolean {
    return true;
  }
  check = (world: World) => world.ran < world.steps && this.fits(world);
  async run(world: World): Promise<void> {
    world.ran += 1;
    world.trace.push(this.label());
    world.faultInStep = world.fault !== null;
    try {
      await this.act(world);
    } finally {
      await clearFault(world);
    }
    await flushEvents(world);
    world.faultInStep = false;
    await checkInvariants(world);
  }
  toString = () => this.label();
}

const contact = { phone: '+1 555 0142', address: '12 Spoke Street, Portland' };

class Place extends Step {
  constructor(
    readonly customer: number,
    readonly tool: number,
    readonly size: number,
    readonly quantity: number,
  ) {
    super();
  }
  label = () => `place(c${this.customer}, t${this.tool}, s${this.size}, ×${this.quantity})`;
  async act(world: World) {
    const { tool } = world.tools[this.tool]!;
    const variantId = tool.option?.variants[this.size % tool.option.variants.length]!.id;
    const { status, body } = await call(world, world.customers[this.customer]!, 'POST', '/order', {
      toolId: tool._id,
      orderedQuantity: this.quantity,
      ...contact,
      ...(variantId ? { variantId } : {}),
    });
    if (status === 201) {
      world.orders.push({
        id: String(body._id),
        customer: this.customer,
        toolId: tool._id,
        ...(variantId ? { variantId } : {}),
      });
    }
  }
}

/** Pay (one order) or Pay all (several), with or without a code. */
class OpenCheckout extends Step {
  constructor(
    readonly customer: number,
    readonly choice: number,
    readonly code: number | null,
  ) {
    super();
  }
  label = () => `checkout(c${this.customer}, ${this.choice.toString(2)}, code ${this.code})`;
  override fits(world: World) {
    return world.orders.some(
      (order) => order.customer === this.customer && world.status.get(order.id) === 'held',
    );
  }
  async act(world: World) {
    const customer = world.customers[this.customer]!;
    const held = world.orders.filter(
      (order) => order.customer === this.customer && world.status.get(order.id) === 'held',
    );
    const chosen = held.filter((_, index) => (this.choice >> index) & 1);
    const orderIds = (chosen.length > 0 ? chosen : held.slice(0, 1)).map((order) => order.id);
    if (orderIds.length === 0) return;
    const code = this.code === null ? {} : { code: pick(world.codes, this.code)!.code };
    const { status, body } =
      orderIds.length === 1
        ? await call(world, customer, 'POST', '/create-payment-intent', {
            order: orderIds[0],
            ...code,
          })
        : await call(world, customer, 'POST', '/checkout', { orderIds, ...code });
    const answer = body as unknown as PaymentIntentResponse;
    if (status !== 200 || !answer.clientSecret) return;
    const id = answer.clientSecret.split('_secret_')[0]!;
    if (!world.intents.some((intent) => intent.id === id)) {
      world.intents.push({
        id,
        checkoutId: String(answer.checkoutId),
        customer: this.customer,
        orderIds,
      });
    }
  }
}

/** A card that pays weighs double: most shoppers pay. */
const METHODS = ['visa', 'visa', 'declined', '3ds-complete', '3ds-fail'] as const;
const PAGES = ['none', 'patch', 'result'] as const;

/** The customer pays at Stripe; the page's PATCH or result page may follow the webhook. */
class Pay extends Step {
  constructor(
    readonly intent: number,
    readonly method: (typeof METHODS)[number],
    readonly page: (typeof PAGES)[number],
  ) {
    super();
  }
  label = () => `pay(i${this.intent}, ${this.method}, ${this.page})`;
  override fits(world: World) {
    return intentsIn(world, ['held']).length > 0;
  }
  async act(world: World) {
    const intent = pick(intentsIn(world, ['held']), this.intent);
    if (!intent) return;
    const stripe = testStripe();
    const method =
      this.method === 'visa'
        ? TEST_PAYMENT_METHODS.visa
        : this.method === 'declined'
          ? TEST_PAYMENT_METHODS.declined
          : TEST_PAYMENT_METHODS.threeDSecure;
    const confirmed = await stripe.paymentIntents
      .confirm(intent.id, { payment_method: method })
      .catch(() => undefined);
    world.trace.push(`  confirm → ${confirmed?.status ?? 'refused'}`);
    if (confirmed?.status === 'requires_action') {
      await answerChallenge(confirmed, this.method === '3ds-complete');
    }
    const customer = world.customers[intent.customer]!;
    if (this.page === 'patch') {
      await call(world, customer, 'PATCH', `/order/${intent.orderIds[0]}`, {
        order: intent.orderIds[0],
        transectionId: intent.id,
      });
    } else if (this.page === 'result') {
      await call(world, customer, 'GET', `/checkout/${intent.checkoutId}`);
    }
  }
}

/** Stripe delivers an event it delivered before, again, late; or twice at once. */
class Redeliver extends Step {
  constructor(
    readonly event: number,
    readonly together: boolean,
  ) {
    super();
  }
  label = () => `redeliver(e${this.event}${this.together ? ', twice at once' : ''})`;
  override fits(world: World) {
    return world.events.length > 0;
  }
  async act(world: World) {
    const event = pick(world.events, this.event);
    if (!event) return;
    await Promise.all((this.together ? [1, 2] : [1]).map(() => deliver(world, event)));
  }
}

/** The states of an order whose payment was taken (the domain's 'paid'). */
const PAID: string[] = ORDER_STATUSES.filter((status) => specFields({ status }).paid);

/** A refund in Stripe's Dashboard, whole or 1 $; with `race`, an old refund event at once. */
class DashboardRefund extends Step {
  constructor(
    readonly intent: number,
    readonly part: boolean,
    readonly race: boolean,
  ) {
    super();
  }
  label = () =>
    `dashboard-refund(i${this.intent}, ${this.part ? '1 $' : 'all'}${this.race ? ', racing' : ''})`;
  override fits(world: World) {
    return intentsIn(world, PAID).length > 0;
  }
  async act(world: World) {
    const intent = pick(intentsIn(world, PAID), this.intent);
    if (!intent) return;
    const paid = await testStripe().paymentIntents.retrieve(intent.id);
    if (paid.status !== 'succeeded') return;
    // Stripe refuses to refund a disputed charge (the double does not model that).
    if ((await testStripe().charges.retrieve(paid.latest_charge as string)).disputed) return;
    const old = world.events.filter(
      (event) =>
        event.type === 'charge.refunded' &&
        (event.data.object as { payment_intent?: string }).payment_intent === intent.id,
    );
    const refund = refundFromDashboard(intent.id, this.part ? 100 : undefined).then(
      () => world.dashboardRefunded.add(intent.id),
      (error: Error) => world.trace.push(`  refund refused: ${error.message}`),
    );
    const racing = this.race && old.length > 0 ? [deliver(world, old.at(-1)!)] : [];
    await Promise.all([refund, ...racing]);
    if (this.race) await flushEvents(world);
  }
}

/** The card holder disputes what is left of the charge; the bank decides. */
class Dispute extends Step {
  constructor(
    readonly intent: number,
    readonly outcome: 'won' | 'lost',
  ) {
    super();
  }
  label = () => `dispute(i${this.intent}, ${this.outcome})`;
  override fits(world: World) {
    return intentsIn(world, PAID).length > 0;
  }
  async act(world: World) {
    const intent = pick(intentsIn(world, PAID), this.intent);
    if (!intent) return;
    const stripe = testStripe();
    const paid = await stripe.paymentIntents.retrieve(intent.id);
    if (paid.status !== 'succeeded') return;
    const charge = await stripe.charges.retrieve(paid.latest_charge as string);
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0 || charge.disputed) return;
    const dispute = await openDispute(intent.id, left);
    await flushEvents(world);
    await closeDispute(dispute.id, this.outcome);
  }
}

type StaffAct = 'ship' | 'cancel' | 'refund' | 'write-off' | 'approve' | 'receive';

/** Each staff command's route (STAFF_ROUTES names its right), the states it fits, its reason. */
const STAFF_ACTS: Record<StaffAct, { route: StaffRoute; states: string[]; reason?: true }> = {
  ship: { route: 'PUT /manageorder/:id', states: ['paid'] },
  cancel: { route: 'POST /manageorder/:id/cancel', states: ['held'] },
  refund: { route: 'POST /manageorder/:id/refund', states: ['paid'], reason: true },
  'write-off': {
    route: 'POST /manageorder/:id/write-off',
    states: ['paid', 'shipped'],
    reason: true,
  },
  approve: { route: 'POST /manageorder/:id/return/approve', states: ['returnRequested'] },
  receive: {
    route: 'POST /manageorder/:id/return/receive',
    states: ['returnApproved'],
    reason: true,
  },
};

const REASONS = { given: 'Asked by the model', blank: '   ', missing: undefined } as const;
type Reason = keyof typeof REASONS;

/**
 * A staff member's command on an order that (as last read) it fits, else on any order. A role
 * without the route's right (ROLE_RIGHTS) gets the 403 naming it, a missing or blank reason the
 * 400; either leaves the order as it was, and the invariants say nothing else moved.
 */
class StaffCommand extends Step {
  constructor(
    readonly act_: StaffAct,
    readonly role: StaffRole,
    readonly order: number,
    readonly flag: boolean,
    readonly reason: Reason,
  ) {
    super();
  }
  label = () =>
    `${this.act_}(${this.role}, o${this.order}${this.flag ? ', +' : ''}${STAFF_ACTS[this.act_].reason ? `, reason ${this.reason}` : ''})`;
  override fits(world: World) {
    return world.orders.length > 0;
  }
  async act(world: World) {
    const { route, states, reason: needsReason } = STAFF_ACTS[this.act_];
    const order = pick(ordersIn(world, states), this.order);
    if (!order) return;
    const reason = needsReason ? { reason: REASONS[this.reason] } : {};
    const body =
      this.act_ === 'write-off'
        ? { restock: this.flag, ...reason }
        : this.act_ === 'receive'
          ? { amount: this.flag ? 100 : 150, restock: this.flag, ...reason }
          : needsReason
            ? reason
            : undefined;
    const right = STAFF_ROUTES[route];
    const refusal = !hasRight(this.role, right)
      ? { status: 403, message: ROLE_TEXT.missingRight(right) }
      : needsReason && this.reason !== 'given'
        ? { status: 400, message: ROLE_TEXT.reasonRequired }
        : undefined;
    const ref = adminDb().collection('orders').doc(order.id);
    const before = (await ref.get()).updateTime;
    const [method, path] = route.replace(':id', order.id).split(' ') as [string, string];
    const answer = await call(world, world.staff[this.role], method, path, body);
    const got = `${answer.status} ${String(answer.body.message)}`;
    const wrong = refusal
      ? got !== `${refusal.status} ${refusal.message}`
      : [401, 403].includes(answer.status) || answer.body.message === ROLE_TEXT.reasonRequired;
    if (wrong) {
      const want = refusal ? `${refusal.status} ${refusal.message}` : 'past the guard';
      throw new Violation('answers', `${this.label()} answered ${got}, not ${want}`);
    }
    if (!refusal) return;
    const after = (await ref.get()).updateTime;
    if (!(before && after ? before.isEqual(after) : before === after)) {
      throw new Violation('answers', `${this.label()} was refused and changed order ${order.id}`);
    }
  }
}

/** The customer asks to return a shipped order, or deletes a held or expired one. */
class CustomerCommand extends Step {
  constructor(
    readonly act_: 'return' | 'delete',
    readonly order: number,
  ) {
    super();
  }
  label = () => `${this.act_}(o${this.order})`;
  override fits(world: World) {
    return world.orders.length > 0;
  }
  async act(world: World) {
    const states = this.act_ === 'return' ? ['shipped'] : ['held', 'expired'];
    const order = pick(ordersIn(world, states), this.order);
    if (!order) return;
    const customer = world.customers[order.customer]!;
    if (this.act_ === 'return') {
      await call(world, customer, 'POST', `/order/${order.id}/return`, { reason: 'damaged' });
      return;
    }
    const before = world.status.get(order.id)!;
    const { status, body } = await call(world, customer, 'DELETE', `/order/${order.id}`);
    // A held or expired order is its customer's to delete (its payment could be processing:
    // the model has no processing card).
    if (['held', 'expired'].includes(before) && status !== 200 && !world.faultInStep) {
      throw new Error(
        `[answers] deleting ${before} order ${order.id}: ${status} ${String(body.message)}`,
      );
    }
  }
}

/** Stripe fails the next step's call: a refund, an intent's cancel, or making an intent. */
class Fault extends Step {
  constructor(
    readonly kind: 'refunds' | 'cancel' | 'create',
    readonly intent: number,
  ) {
    super();
  }
  label = () => `fault(${this.kind}${this.kind === 'cancel' ? `, i${this.intent}` : ''})`;
  override fits(world: World) {
    return this.kind !== 'cancel' || world.intents.length > 0;
  }
  async act() {}
  override async run(world: World): Promise<void> {
    world.ran += 1;
    world.trace.push(this.label());
    // One fault at a time: a fault armed before and not met yet is let go.
    await clearFault(world);
    const intent = pick(world.intents, this.intent);
    if (this.kind === 'refunds') await armFault(world, 'POST', '/v1/refunds');
    else if (this.kind === 'create') await armFault(world, 'POST', '/v1/payment_intents');
    else if (intent) await armFault(world, 'POST', `/v1/payment_intents/${intent.id}/cancel`);
  }
}

/** Time: a hold ends, the sweeps run, or a day passes (Stripe forgets idempotency keys). */
class Clock extends Step {
  constructor(
    readonly kind: 'hold-end' | 'sweeps' | 'day',
    readonly order: number,
  ) {
    super();
  }
  label = () => (this.kind === 'hold-end' ? `hold-end(o${this.order})` : this.kind);
  override fits(world: World) {
    return (
      this.kind !== 'hold-end' ||
      world.orders.some((order) => world.status.get(order.id) === 'held')
    );
  }
  async act(world: World) {
    if (this.kind === 'sweeps') return runSweeps(world);
    if (this.kind === 'day') {
      await advanceStripeClock(24 * 60 * 60);
      return;
    }
    const order = pick(ordersIn(world, ['held']), this.order);
    if (order && world.status.get(order.id) === 'held') await endHold(order.id);
  }
}

const n = fc.nat(11);
const place = fc
  .tuple(fc.nat(1), fc.nat(2), fc.nat(1), fc.integer({ min: 1, max: 2 }))
  .map(([c, t, s, q]) => new Place(c, t, s, q));
const checkout = fc
  .tuple(fc.nat(1), fc.nat(7), fc.constantFrom(null, 0, 1))
  .map(([c, choice, code]) => new OpenCheckout(c, choice, code));
const pay = fc
  .tuple(n, fc.constantFrom(...METHODS), fc.constantFrom(...PAGES))
  .map(([i, method, page]) => new Pay(i, method, page));
const staff = fc
  .tuple(
    fc.constantFrom(...(Object.keys(STAFF_ACTS) as StaffAct[])),
    fc.boolean(),
    fc.nat(STAFF_ROLES.length - 1),
    n,
    fc.boolean(),
    // Most staff give their reason: the refusal needs few runs, the command's effect many.
    fc.constantFrom<Reason>('given', 'given', 'given', 'missing', 'blank'),
  )
  .map(([act, entitled, r, o, flag, reason]) => {
    const right = STAFF_ROUTES[STAFF_ACTS[act].route];
    // Half the commands come from a role with the right, the others from any role.
    const roles = STAFF_ROLES.filter((role) => !entitled || hasRight(role, right));
    return new StaffCommand(act, pick(roles, r)!, o, flag, reason);
  });

const fault = fc
  .tuple(fc.constantFrom('refunds', 'cancel', 'create'), n)
  .map(([kind, i]) => new Fault(kind, i));
const clock = fc
  .tuple(fc.constantFrom('hold-end', 'sweeps', 'day'), n)
  .map(([kind, o]) => new Clock(kind, o));

/** Placing, paying and the staff's commands weigh more: the rest needs them. */
const commands = [
  place,
  place,
  place,
  checkout,
  checkout,
  checkout,
  pay,
  pay,
  pay,
  staff,
  staff,
  staff,
  staff,
  fault,
  clock,
  clock,
  fc.tuple(fc.nat(40), fc.boolean()).map(([e, together]) => new Redeliver(e, together)),
  fc
    .tuple(n, fc.boolean(), fc.boolean())
    .map(([i, part, race]) => new DashboardRefund(i, part, race)),
  fc.tuple(n, fc.constantFrom('won', 'lost')).map(([i, o]) => new Dispute(i, o)),
  fc.tuple(fc.constantFrom('return', 'delete'), n).map(([act, o]) => new CustomerCommand(act, o)),
];

type Run = Iterable<fc.AsyncCommand<World, World>>;

/**
 * Runs that take `steps` commands (a command with nothing to act on is skipped) and shrink as
 * fc.commands' do. fc.commands draws a run's length evenly from 0 to its maximum: these are all
 * three times `steps` long, so that enough of their commands fit.
 */
export class FullRuns extends fc.Arbitrary<Run> {
  private readonly runs: fc.Arbitrary<Run>;
  private readonly length: number;
  constructor(steps: number) {
    super();
    this.length = 3 * steps;
    this.runs = fc.commands(commands, { maxCommands: this.length, size: 'max' });
  }
  generate(random: fc.Random, bias: number | undefined): fc.Value<Run> {
    for (;;) {
      const run = this.runs.generate(random, bias);
      // A value's first read is the run itself, the one its shrinker follows; later reads copy it.
      const generated = run.value;
      if ([...generated].length === this.length) return new fc.Value(generated, run.context);
    }
  }
  canShrinkWithoutContext(value: unknown): value is Run {
    return this.runs.canShrinkWithoutContext(value);
  }
  shrink(value: Run, context: unknown): fc.Stream<fc.Value<Run>> {
    return this.runs.shrink(value, context);
  }
}
