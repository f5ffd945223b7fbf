import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { WriteBatch, type DocumentReference } from 'firebase-admin/firestore';
import {
  RATE_LIMIT_PER_ACCOUNT,
  RATE_LIMIT_PER_IP,
  RATE_LIMIT_WINDOW_MS,
} from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { createApp } from '../../functions/src/api/app';
import { adminDb, createTool, createUser } from '../lib/emulator-admin';
import { emulatorClientEnv } from '../lib/emulator-config';

const { values } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    /** Fewer tools than shoppers measure the emulator's locks more than the shop. */
    tools: { type: 'string' },
  },
});
const SHOPPERS = Number(values.shoppers);
const SECONDS = Number(values.seconds);
const TOOLS = Number(values.tools ?? values.shoppers);
const INITIAL_STOCK = 1_000_000;
/** The calls of one round of a shopper (list, open, place, list theirs, delete). */
const CALLS_PER_ROUND = 5;
/** Paced under the rate limits a real shopper never reaches: past them every call is a 429. */
const ROUND_MS = Math.ceil(
  (1.2 * CALLS_PER_ROUND * RATE_LIMIT_WINDOW_MS) /
    Math.min(RATE_LIMIT_PER_ACCOUNT, RATE_LIMIT_PER_IP),
);

Object.assign(process.env, emulatorClientEnv());

/** Documents of one shopper, order or caller, which no two shoppers write: the rest are shared. */
const OWN_COLLECTIONS = ['orders', 'openOrders', 'salesCounted', 'rateLimits', 'mail', 'users'];

/** Every write commits through a WriteBatch (a transaction's too); a retried attempt never does. */
const writesPerDocument = new Map<string, number>();
function countCommittedWrites(): void {
  const pending = new WeakMap<object, string[]>();
  const batch = WriteBatch.prototype as unknown as Record<string, unknown>;
  for (const method of ['create', 'set', 'update', 'delete']) {
    const original = batch[method] as (ref: DocumentReference, ...rest: unknown[]) => unknown;
    batch[method] = function (this: object, ref: DocumentReference, ...rest: unknown[]) {
      pending.set(this, [...(pending.get(this) ?? []), ref.path]);
      return original.call(this, ref, ...rest);
    };
  }
  const reset = batch._reset as (...args: unknown[]) => unknown;
  batch._reset = function (this: object, ...args: unknown[]) {
    pending.delete(this);
    return reset.apply(this, args);
  };
  const commit = batch._commit as (...args: unknown[]) => Promise<unknown>;
  batch._commit = async function (this: object, ...args: unknown[]) {
    const result = await commit.apply(this, args);
    for (const path of pending.get(this) ?? []) {
      writesPerDocument.set(path, (writesPerDocument.get(path) ?? 0) + 1);
    }
    pending.delete(this);
    return result;
  };
}

/** Answers to POST /order that are a clear refusal, not an error: sold out, or at the limit. */
const CLEAR_REFUSALS = new Set<string>([API_ERROR.outOfStock, API_ERROR.tooManyOpenOrders]);

interface RouteFigures {
  latencies: number[];
  errors: Map<string, number>;
  refusals: number;
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
  const entry = figures.get(route) ?? {
    latencies: [],
    errors: new Map<string, number>(),
    refusals: 0,
  };
  figures.set(route, entry);
  entry.latencies.push(performance.now() - started);
  const message = (body as { message?: unknown } | undefined)?.message;
  if (status === 409 && typeof message === 'string' && CLEAR_REFUSALS.has(message)) {
    entry.refusals += 1;
    return undefined;
  }
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
  countCommittedWrites();
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
  let serverErrors = 0;
  console.log(
    '\nroute                 requests   req/s    p50 ms   p95 ms   p99 ms  errors  refused',
  );
  for (const [route, { latencies, errors: routeErrors, refusals }] of figures) {
    const sorted = [...latencies].sort((a, b) => a - b);
    const failed = [...routeErrors.values()].reduce((sum, n) => sum + n, 0);
    requests += sorted.length;
    errors += failed;
    console.log(
      `${route.padEnd(20)}${String(sorted.length).padStart(10)}${(sorted.length / elapsed).toFixed(1).padStart(8)}` +
        `${percentile(sorted, 50).toFixed(0).padStart(10)}${percentile(sorted, 95).toFixed(0).padStart(9)}` +
        `${percentile(sorted, 99).toFixed(0).padStart(9)}${String(failed).padStart(8)}` +
        `${String(refusals).padStart(9)}`,
    );
    for (const [error, count] of routeErrors) {
      console.log(`    ${count} x ${error}`);
      if (/^5\d\d /.test(error)) serverErrors += count;
    }
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
  const shared = [...writesPerDocument]
    .filter(([path]) => !OWN_COLLECTIONS.includes(path.split('/')[0]!))
    .sort(([, a], [, b]) => b - a);
  console.log('\nmost-written shared documents (committed writes, writes per second):');
  for (const [path, count] of shared.slice(0, 5)) {
    console.log(`    ${path}: ${count}, ${(count / elapsed).toFixed(1)}/s`);
  }
  const [hottest] = shared;
  if (hottest) {
    console.log(
      `the most-written shared document: ${hottest[0]}, ${(hottest[1] / elapsed).toFixed(1)} writes/s`,
    );
  }
  console.log(
    `\n${errors} errors (${serverErrors} x 5xx); ${wrong} tools whose stock does not add up (oversold or lost)`,
  );
  return errors === 0 && wrong === 0 ? 0 : 1;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
