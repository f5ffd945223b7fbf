/**
 * Group commit of placements (orders/engine.ts placeHeldOrder, lib/key-queue.ts grouped), run in
 * this process against the Firestore emulator, as one API instance with concurrency runs them:
 * orders of one tool placed at once share a transaction, and each is still decided on its own.
 */
import { WriteBatch } from 'firebase-admin/firestore';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MAX_OPEN_ORDERS,
  ORDER_HOLD_MINUTES,
  UNVERIFIED_MAX_UNITS_PER_TOOL,
} from '@pedalworks/domain/constants';
import { API_ERROR, VALIDATION } from '@pedalworks/domain/form-messages';
import { placeOrder } from '../src/orders/commands';
import type { Caller } from '../src/lib/caller';
import { adminDb, createTool, createUser, type TestUser } from '../../tests/support/emulators';

const callerOf = (user: TestUser, emailVerified = true): Caller => ({
  uid: user.uid,
  email: user.email,
  name: user.name,
  role: 'customer',
  admin: false,
  emailVerified,
  token: '',
});
const contact = { phone: '0123456789', address: '1 Chain Street' };
const settle = <T>(promise: Promise<T>) =>
  promise.then(
    () => 'placed',
    (error: unknown) => (error as { message?: string }).message ?? String(error),
  );

/** Counts the commits that write the tool's document while `work` runs. */
async function toolWrites(toolId: string, work: () => Promise<unknown>) {
  const paths: string[] = [];
  const update = WriteBatch.prototype.update;
  const spy = vi.spyOn(WriteBatch.prototype, 'update').mockImplementation(function (
    this: WriteBatch,
    ...args: Parameters<typeof update>
  ) {
    paths.push((args[0] as FirebaseFirestore.DocumentReference).path);
    return update.apply(this, args) as WriteBatch;
  });
  try {
    return { result: await work(), writes: paths.filter((path) => path === `tools/${toolId}`) };
  } finally {
    spy.mockRestore();
  }
}

// The engine's hold length is a parameter the functions emulator reads from functions/.env; this
// process has no such file, and an unset parameter reads 0 (every hold already over).
beforeAll(() => {
  process.env.ORDER_HOLD_MINUTES ??= String(ORDER_HOLD_MINUTES);
});
afterEach(() => vi.restoreAllMocks());

describe('orders of one tool placed at once', () => {
  it('go in one transaction: the stock is written once, never oversold, each answered on its own', async () => {
    const tool = await createTool({ minimumOrder: 1, availableQuantity: 5, price: 12 });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => createUser()));
    const { result, writes } = await toolWrites(tool._id, () =>
      Promise.all(
        shoppers.map((shopper) =>
          settle(
            placeOrder(callerOf(shopper), { toolId: tool._id, orderedQuantity: 1, ...contact }),
          ),
        ),
      ),
    );
    const answers = result as string[];
    expect(answers.filter((answer) => answer === 'placed')).toHaveLength(5);
    expect(answers.filter((answer) => answer === API_ERROR.outOfStock)).toHaveLength(3);
    const stored = await adminDb().collection('orders').where('toolId', '==', tool._id).get();
    expect(stored.size).toBe(5);
    expect((await adminDb().doc(`tools/${tool._id}`).get()).get('availableQuantity')).toBe(0);
    // Eight orders, at most two transactions (the first alone, the seven that waited together).
    expect(writes.length).toBeLessThanOrEqual(2);
  });

  it("count one customer's orders of the group against their caps, as the orders before them left them", async () => {
    const tool = await createTool({ minimumOrder: 1, availableQuantity: 50, price: 12 });
    const [verified, unverified] = await Promise.all([createUser(), createUser()]);
    const place = (caller: Caller, orderedQuantity: number) =>
      settle(placeOrder(caller, { toolId: tool._id, orderedQuantity, ...contact }));

    const count = (answers: string[], answer: string) =>
      answers.filter((each) => each === answer).length;
    const opened = await Promise.all(
      Array.from({ length: MAX_OPEN_ORDERS + 1 }, () => place(callerOf(verified), 1)),
    );
    expect(count(opened, 'placed')).toBe(MAX_OPEN_ORDERS);
    expect(count(opened, API_ERROR.tooManyOpenOrders)).toBe(1);

    const capped = await Promise.all(
      Array.from({ length: UNVERIFIED_MAX_UNITS_PER_TOOL + 1 }, () =>
        place(callerOf(unverified, false), 1),
      ),
    );
    expect(count(capped, 'placed')).toBe(UNVERIFIED_MAX_UNITS_PER_TOOL);
    expect(count(capped, API_ERROR.unverifiedToolCap)).toBe(1);
    const counter = await adminDb().doc(`openOrders/${verified.uid}`).get();
    expect(counter.get('count')).toBe(MAX_OPEN_ORDERS);
  });

  it('refuses an invalid order of the group with its own message and places the others', async () => {
    const tool = await createTool({ minimumOrder: 2, availableQuantity: 10, price: 12 });
    const [first, second] = await Promise.all([createUser(), createUser()]);
    const answers = await Promise.all([
      settle(placeOrder(callerOf(first), { toolId: tool._id, orderedQuantity: 1, ...contact })),
      settle(placeOrder(callerOf(second), { toolId: tool._id, orderedQuantity: 3, ...contact })),
    ]);
    expect(answers[0]).toBe(VALIDATION.orderQuantityMin(2));
    expect(answers[1]).toBe('placed');
    expect((await adminDb().doc(`tools/${tool._id}`).get()).get('availableQuantity')).toBe(7);
  });
});
