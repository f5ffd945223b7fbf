/**
 * Overselling under load: many customers order the last few units at the same moment, each
 * with the web app's own batch. The rules check the stock after the batch is >= 0 and equals
 * the stock before minus the order's quantity, and increment() applies to the current value,
 * so the committed orders can never add up to more than the stock.
 */
import { describe, expect, it } from 'vitest';
import { placeOrder } from './support/app-writes';
import {
  ORDER_INPUT,
  customerDb,
  peek,
  peekIds,
  toolDocument,
  toolFixture,
  useRulesEnv,
} from './support/rules-env';

const STOCK = 5;
const CUSTOMERS = 24;
const tool = toolFixture({ _id: 'last-units', minimumOrder: 1, availableQuantity: STOCK });
const rules = useRulesEnv(() => ({ [`tools/${tool._id}`]: toolDocument(tool) }));

describe('concurrent orders', () => {
  it(`${CUSTOMERS} simultaneous orders against a stock of ${STOCK} never oversell`, async () => {
    const attempts = Array.from({ length: CUSTOMERS }, (_, i) => {
      const customer = { uid: `rush-${i}`, email: `rush-${i}@pedalworks.test`, name: `Rush ${i}` };
      const orderedQuantity = 1 + (i % 2);
      const { id, commit } = placeOrder(
        customerDb(rules(), customer),
        tool,
        { ...ORDER_INPUT, toolId: tool._id, orderedQuantity },
        customer,
      );
      return { id, orderedQuantity, commit };
    });
    const results = await Promise.allSettled(attempts.map((attempt) => attempt.commit));

    const succeeded = attempts.filter((_, i) => results[i]!.status === 'fulfilled');
    const taken = succeeded.reduce((sum, attempt) => sum + attempt.orderedQuantity, 0);
    const stock = (await peek(rules(), `tools/${tool._id}`))?.availableQuantity;
    const orders = await peekIds(rules(), 'orders');
    console.log(
      `concurrency: ${succeeded.length}/${CUSTOMERS} orders committed, ${taken} of ${STOCK} units taken, stock now ${stock}`,
    );

    expect(succeeded.length).toBeGreaterThan(0);
    expect(succeeded.length).toBeLessThanOrEqual(STOCK);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(stock).toBe(STOCK - taken);
    expect(orders).toEqual(succeeded.map((attempt) => attempt.id).sort());
    for (const [i, result] of results.entries()) {
      if (result.status === 'rejected') {
        expect(String(result.reason), `order ${i}`).toMatch(/permission|aborted|contention/i);
      }
    }
  });
});
