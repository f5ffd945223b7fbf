import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import {
  RATE_LIMIT_PER_ACCOUNT,
  RATE_LIMIT_PER_IP,
  RATE_LIMIT_WINDOW_MS,
} from '@pedalworks/domain/constants';
import { createApp } from '../../functions/src/api/app';
import { adminDb, createTool, createUser } from '../lib/emulator-admin';
import { emulatorClientEnv } from '../lib/emulator-config';

/**
 * The load run: N shoppers, each a signed-in customer, loop for the given time over what a
 * shopper does: list a page of the catalogue, open a tool, place an order, list their orders and
 * delete the order. Then it checks that every tool's stock equals its initial stock minus the
 * quantities of the orders that still exist: nothing oversold, nothing lost.
 */
const { values } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    /**
     * By default as many tools as shoppers: each round every shopper orders a different tool.
     * Fewer tools make shoppers order the same tool at once: the Firestore emulator then holds
     * the tool's transactions behind its locks for seconds and times some out (the API answers
     * 503 "busy", nothing is lost), which measures the emulator more than the shop.
     */
    tools: { type: 'string' },
  },
});
const SHOPPERS = Number(values.shoppers);
const SECONDS = Number(values.seconds);
const TOOLS = Number(values.tools ?? values.shoppers);
const INITIAL_STOCK = 1_000_000;
/** The calls of one round of a shopper (list, open, place, list theirs, delete). */
const CALLS_PER_ROUND = 5;
/**
 * A round lasts at least this long: a shopper reads and thinks between pages, and stays below
 * the API's per-account and per-address rate limits (each shopper has an address of its own),
 * which a real shopper never reaches: past them every call would be a 429.
 */
const ROUND_MS = Math.ceil(
  (1.2 * CALLS_PER_ROUND * RATE_LIMIT_WINDOW_MS) /
    Math.min(RATE_LIMIT_PER_ACCOUNT, RATE_LIMIT_PER_IP),
);

Object.assign(process.env, emulatorClientEnv());

interface RouteFigures {
  latencies: number[];
  errors: Map<string, number>;
}
const figures = new Map<string, RouteFigures>();

async function call(route: string, url: string, init: RequestInit, expected: number) {
  const started = performance.now();
  let status: number;
  let body: unknown;
  try {
    const response = await fetch(url, init);
    status = response.status;
    body = await response.json();
  } catch (error) {
    status = -1;
    body = error;
  }
  const entry = figures.get(route) ?? { latencies: [], errors: new Map<string, number>() };
  figures.set(route, entry);
  entry.latencies.push(performance.now() - started);
  if (status !== expected) {
    const key = `${status} ${JSON.stringify(body).slice(0, 120)}`;
    entry.errors.set(key, (entry.errors.get(key) ?? 0) + 1);
    return undefined;
  }
  return body;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<number> {
  const server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const tools = await Promise.all(
    Array.from({ length: TOOLS }, () =>
      createTool({ availableQuantity: INITIAL_STOCK, minimumOrder: 1, price: 12 }),
    ),
  );
  const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => createUser()));
  const tokens = await Promise.all(shoppers.map((shopper) => shopper.token()));
  console.log(
    `${SHOPPERS} shoppers for ${SECONDS} s against one Node process (Node ${process.version}), ` +
      `${TOOLS} tools of stock ${INITIAL_STOCK}, a round of ${CALLS_PER_ROUND} calls at most every ${ROUND_MS} ms`,
  );

  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    tokens.map(async (token, index) => {
      const address = { 'X-Forwarded-For': `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}` };
      const auth = {
        ...address,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      };
      let round = 0;
      while (Date.now() < deadline) {
        const roundStarted = Date.now();
        const tool = tools[(index + round++) % tools.length]!;
        await call('GET /tool', `${base}/tool?limit=12`, { headers: address }, 200);
        await call('GET /tool/:id', `${base}/tool/${tool._id}`, { headers: address }, 200);
        const order = (await call(
          'POST /order',
          `${base}/order`,
          {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({
              toolId: tool._id,
              orderedQuantity: 1 + (round % 3),
              phone: '0123456789',
              address: '1 Load Street',
            }),
          },
          201,
        )) as { _id?: string; insertedId?: string } | undefined;
        await call('GET /order', `${base}/order?limit=10`, { headers: auth }, 200);
        const id = order?._id ?? order?.insertedId;
        if (id) {
          await call(
            'DELETE /order/:id',
            `${base}/order/${id}`,
            { method: 'DELETE', headers: auth },
            200,
          );
        }
        const rest = ROUND_MS - (Date.now() - roundStarted);
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  server.close();

  let requests = 0;
  let errors = 0;
  console.log('\nroute                 requests   req/s    p50 ms   p95 ms   p99 ms  errors');
  for (const [route, { latencies, errors: routeErrors }] of figures) {
    const sorted = [...latencies].sort((a, b) => a - b);
    const failed = [...routeErrors.values()].reduce((sum, n) => sum + n, 0);
    requests += sorted.length;
    errors += failed;
    console.log(
      `${route.padEnd(20)}${String(sorted.length).padStart(10)}${(sorted.length / elapsed).toFixed(1).padStart(8)}` +
        `${percentile(sorted, 50).toFixed(0).padStart(10)}${percentile(sorted, 95).toFixed(0).padStart(9)}` +
        `${percentile(sorted, 99).toFixed(0).padStart(9)}${String(failed).padStart(8)}`,
    );
    for (const [error, count] of routeErrors) console.log(`    ${count} x ${error}`);
  }
  console.log(
    `all                 ${String(requests).padStart(10)}${(requests / elapsed).toFixed(1).padStart(8)}`,
  );

  // The stock check: what each tool has now, against what its remaining orders hold.
  let wrong = 0;
  for (const tool of tools) {
    const stock = ((await adminDb().collection('tools').doc(tool._id).get()).data()
      ?.availableQuantity ?? NaN) as number;
    const orders = await adminDb().collection('orders').where('toolId', '==', tool._id).get();
    const held = orders.docs
      .filter((doc) => !['expired', 'cancelled', 'refunded'].includes(String(doc.data().status)))
      .reduce((sum, doc) => sum + Number(doc.data().orderedQuantity ?? 0), 0);
    if (stock !== INITIAL_STOCK - held || stock < 0) {
      wrong += 1;
      console.log(
        `stock of ${tool._id}: ${stock}, expected ${INITIAL_STOCK - held} (${orders.size} orders)`,
      );
    }
  }
  console.log(`\n${errors} errors; ${wrong} tools whose stock does not add up (oversold or lost)`);
  return errors === 0 && wrong === 0 ? 0 : 1;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
