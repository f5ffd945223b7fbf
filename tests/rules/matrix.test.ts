/**
 * The permission matrix: every collection x {visitor, customer, another customer, admin} x
 * {get, list, create, update, delete}. The documents belong to `customer`; each cell performs
 * one realistic call of the web app (or the nearest a client could try) and asserts the
 * outcome, so loosening any rule turns a "deny" cell red. The covered table prints at the end.
 */
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, describe, it } from 'vitest';
import { COLLECTIONS, STRIPE_CUSTOMERS_COLLECTION } from '@pedalworks/domain/constants';
import {
  addTool,
  deleteOrder,
  deleteReview,
  deleteTool,
  editTool,
  markShipped,
  placeOrder,
  postReview,
  subscribe,
  updateProfile,
} from './support/app-writes';
import {
  ACTORS,
  CUSTOMER,
  ORDER_INPUT,
  actorDb,
  allowed,
  denied,
  openOrdersDocument,
  orderDocument,
  profileDocument,
  reviewDocuments,
  seed,
  toolDocument,
  toolFixture,
  useRulesEnv,
  type Actor,
} from './support/rules-env';

const OPS = ['get', 'list', 'create', 'update', 'delete'] as const;
type Op = (typeof OPS)[number];
type Collection = keyof typeof matrix;

interface CollectionCase {
  /** Documents present before the call (the customer's, unless the call creates them). */
  seed: (op: Op) => Record<string, DocumentData>;
  call: Record<Op, (db: Firestore) => Promise<unknown>>;
  /** Who is allowed each operation; everyone else is denied. */
  allow: Record<Op, readonly Actor[]>;
}

const tool = toolFixture();
const everyone = ACTORS;
const nobody: readonly Actor[] = [];
/** A collection only the server (Admin SDK) reads and writes. */
const serverOnly = { get: nobody, list: nobody, create: nobody, update: nobody, delete: nobody };
/** A collection admins read and only the server writes. */
const adminReadsOnly = { ...serverOnly, get: ['admin'] as Actor[], list: ['admin'] as Actor[] };

/** A checkout of two of the customer's orders, as the server stores it. */
const checkoutDocument = (): DocumentData => ({
  uid: CUSTOMER.uid,
  email: CUSTOMER.email,
  name: CUSTOMER.name,
  orderIds: ['order-a', 'order-b'],
  lines: [
    { orderId: 'order-a', toolName: tool.name, quantity: 1, price: tool.price },
    { orderId: 'order-b', toolName: tool.name, quantity: 1, price: tool.price },
  ],
  total: tool.price * 2,
  paymentIntentId: 'pi_checkout',
  status: 'open',
});

/** A collection only the server reads and writes. */
function serverOnlyCase(name: string, data: DocumentData) {
  return {
    seed: () => ({ [`${name}/one`]: data }),
    call: {
      get: (db: Firestore) => getDoc(doc(db, name, 'one')),
      list: (db: Firestore) => getDocs(query(collection(db, name), limit(10))),
      create: (db: Firestore) => setDoc(doc(db, name, 'forged'), data),
      update: (db: Firestore) => updateDoc(doc(db, name, 'one'), { forged: true }),
      delete: (db: Firestore) => deleteDoc(doc(db, name, 'one')),
    },
    allow: serverOnly,
  };
}

const matrix = {
  tools: {
    seed: () => ({ [`tools/${tool._id}`]: toolDocument(tool) }),
    call: {
      get: (db) => getDoc(doc(db, 'tools', tool._id)),
      list: (db) => getDocs(query(collection(db, 'tools'), orderBy('name'), limit(6))),
      create: (db) => addTool(db, toolDocument(toolFixture({ name: 'Chain Whip' }))),
      update: (db) => editTool(db, tool._id, { price: 24.5 }),
      delete: (db) => deleteTool(db, tool._id),
    },
    allow: {
      get: everyone,
      list: everyone,
      create: ['admin'],
      update: ['admin'],
      delete: ['admin'],
    },
  },
  orders: {
    seed: () => ({
      [`tools/${tool._id}`]: toolDocument(tool),
      'orders/unpaid': orderDocument(tool, CUSTOMER),
      [`openOrders/${CUSTOMER.uid}`]: openOrdersDocument(1, 'unpaid'),
      'orders/paid': orderDocument(tool, CUSTOMER, { status: 'paid', transactionId: 'pi_1' }),
    }),
    call: {
      get: (db) => getDoc(doc(db, 'orders/unpaid')),
      list: (db) =>
        getDocs(
          query(
            collection(db, 'orders'),
            where('uid', '==', CUSTOMER.uid),
            orderBy('createdAt', 'desc'),
            limit(13),
          ),
        ),
      create: (db) => placeOrder(db, tool, ORDER_INPUT, CUSTOMER).commit,
      update: (db) => markShipped(db, 'paid'),
      delete: (db) =>
        deleteOrder(db, { _id: 'unpaid', toolId: tool._id, orderedQuantity: 3, uid: CUSTOMER.uid }),
    },
    allow: {
      get: ['customer', 'admin'],
      list: ['customer', 'admin'],
      create: nobody,
      update: nobody,
      delete: nobody,
    },
  },
  // Pay all's checkouts: server only, even for their own customer (GET /api/checkout/{id}).
  checkouts: {
    seed: () => ({ 'checkouts/mine': checkoutDocument() }),
    call: {
      get: (db) => getDoc(doc(db, COLLECTIONS.checkouts, 'mine')),
      list: (db) =>
        getDocs(
          query(collection(db, COLLECTIONS.checkouts), where('uid', '==', CUSTOMER.uid), limit(10)),
        ),
      create: (db) => setDoc(doc(db, COLLECTIONS.checkouts, 'forged'), checkoutDocument()),
      update: (db) =>
        updateDoc(doc(db, COLLECTIONS.checkouts, 'mine'), { total: 0.5, status: 'paid' }),
      delete: (db) => deleteDoc(doc(db, COLLECTIONS.checkouts, 'mine')),
    },
    allow: serverOnly,
  },
  discountCodes: serverOnlyCase(COLLECTIONS.discountCodes, { kind: 'percent', amount: 10 }),
  shippingZones: {
    ...serverOnlyCase(COLLECTIONS.shippingZones, { name: 'World', countries: [], rateCents: 900 }),
    allow: {
      get: everyone,
      list: everyone,
      create: nobody,
      update: nobody,
      delete: nobody,
    },
  },
  owedRefunds: serverOnlyCase(COLLECTIONS.owedRefunds, { paymentIntentId: 'pi_1', amount: 100 }),
  stripeEvents: serverOnlyCase(COLLECTIONS.stripeEvents, { type: 'charge.refunded' }),
  openOrders: {
    seed: () => ({ [`openOrders/${CUSTOMER.uid}`]: openOrdersDocument(1, 'unpaid') }),
    call: {
      get: (db) => getDoc(doc(db, 'openOrders', CUSTOMER.uid)),
      list: (db) => getDocs(query(collection(db, 'openOrders'), limit(10))),
      create: (db) => setDoc(doc(db, 'openOrders', 'someone'), openOrdersDocument(1, 'unpaid')),
      update: (db) => updateDoc(doc(db, 'openOrders', CUSTOMER.uid), { count: 0 }),
      delete: (db) => deleteDoc(doc(db, 'openOrders', CUSTOMER.uid)),
    },
    allow: {
      get: ['customer', 'admin'],
      list: nobody,
      create: nobody,
      update: nobody,
      delete: nobody,
    },
  },
  reviews: {
    seed: () => reviewDocuments('rita', CUSTOMER),
    call: {
      get: (db) => getDoc(doc(db, 'reviews/rita')),
      list: (db) =>
        getDocs(query(collection(db, 'reviews'), orderBy('createdAt', 'desc'), limit(6))),
      create: (db) => postReview(db, CUSTOMER, { rate: 4, review: 'Works well.' }).commit,
      update: (db) => updateDoc(doc(db, 'reviews/rita'), { rate: 1 }),
      delete: (db) => deleteReview(db, 'rita'),
    },
    allow: {
      get: everyone,
      list: everyone,
      create: ['customer'],
      update: nobody,
      delete: ['customer', 'admin'],
    },
  },
  reviewAuthors: {
    seed: () => reviewDocuments('rita', CUSTOMER),
    call: {
      get: (db) => getDoc(doc(db, 'reviewAuthors/rita')),
      list: (db) =>
        getDocs(
          query(
            collection(db, 'reviewAuthors'),
            where('uid', '==', CUSTOMER.uid),
            orderBy('createdAt', 'desc'),
            limit(13),
          ),
        ),
      create: (db) => postReview(db, CUSTOMER, { rate: 4, review: 'Works well.' }).commit,
      update: (db) => updateDoc(doc(db, 'reviewAuthors/rita'), { uid: 'someone' }),
      delete: (db) => deleteReview(db, 'rita'),
    },
    allow: {
      get: ['customer', 'admin'],
      list: ['customer', 'admin'],
      create: ['customer'],
      update: nobody,
      delete: ['customer', 'admin'],
    },
  },
  users: {
    seed: (op) => (op === 'create' ? {} : { [`users/${CUSTOMER.uid}`]: profileDocument(CUSTOMER) }),
    call: {
      get: (db) => getDoc(doc(db, 'users', CUSTOMER.uid)),
      list: (db) => getDocs(query(collection(db, 'users'), orderBy('email'), limit(12))),
      create: (db) => setDoc(doc(db, 'users', CUSTOMER.uid), profileDocument(CUSTOMER)),
      update: (db) => updateProfile(db, CUSTOMER.uid, { city: 'Springfield' }),
      delete: (db) => deleteDoc(doc(db, 'users', CUSTOMER.uid)),
    },
    allow: {
      get: ['customer', 'admin'],
      list: ['admin'],
      create: nobody,
      update: ['customer'],
      delete: nobody,
    },
  },
  // The admins' figures: read by admins only (the sales page), written by the server alone.
  sales: {
    seed: () => ({
      [`${COLLECTIONS.sales}/orders`]: { byStatus: { held: 1 } },
      [`${COLLECTIONS.sales}/day-2026-11-23`]: {
        day: '2026-11-23',
        paidOrders: 1,
        revenueCents: 2400,
        refundedCents: 0,
      },
    }),
    call: {
      get: (db) => getDoc(doc(db, COLLECTIONS.sales, 'orders')),
      list: (db) =>
        getDocs(
          query(
            collection(db, COLLECTIONS.sales),
            where(documentId(), '>=', 'day-2026-10-25'),
            where(documentId(), '<=', 'day-2026-11-23'),
            limit(30),
          ),
        ),
      create: (db) =>
        setDoc(doc(db, COLLECTIONS.sales, 'day-2026-11-24'), {
          day: '2026-11-24',
          paidOrders: 9,
          revenueCents: 999_900,
          refundedCents: 0,
        }),
      update: (db) =>
        updateDoc(doc(db, COLLECTIONS.sales, 'orders'), { 'byStatus.held': increment(1) }),
      delete: (db) => deleteDoc(doc(db, COLLECTIONS.sales, 'orders')),
    },
    allow: adminReadsOnly,
  },
  // Payment problems (a mismatched payment, a failed refund): admins read, the server writes.
  paymentProblems: {
    seed: () => ({
      [`${COLLECTIONS.paymentProblems}/mismatch-pi_x`]: {
        kind: 'mismatch',
        paymentIntentId: 'pi_x',
        refundId: null,
        orderId: 'order-1',
        amount: 2400,
        currency: 'usd',
      },
    }),
    call: {
      get: (db) => getDoc(doc(db, COLLECTIONS.paymentProblems, 'mismatch-pi_x')),
      list: (db) =>
        getDocs(
          query(
            collection(db, COLLECTIONS.paymentProblems),
            orderBy('createdAt', 'desc'),
            limit(50),
          ),
        ),
      create: (db) =>
        setDoc(doc(db, COLLECTIONS.paymentProblems, 'mismatch-pi_y'), {
          kind: 'mismatch',
          paymentIntentId: 'pi_y',
          amount: 1,
          currency: 'usd',
        }),
      update: (db) =>
        updateDoc(doc(db, COLLECTIONS.paymentProblems, 'mismatch-pi_x'), { amount: 0 }),
      delete: (db) => deleteDoc(doc(db, COLLECTIONS.paymentProblems, 'mismatch-pi_x')),
    },
    allow: adminReadsOnly,
  },
  salesCounted: {
    seed: () => ({ [`${COLLECTIONS.salesCounted}/unpaid`]: { placed: true } }),
    call: {
      get: (db) => getDoc(doc(db, COLLECTIONS.salesCounted, 'unpaid')),
      list: (db) => getDocs(query(collection(db, COLLECTIONS.salesCounted), limit(10))),
      create: (db) => setDoc(doc(db, COLLECTIONS.salesCounted, 'other'), { placed: true }),
      update: (db) => updateDoc(doc(db, COLLECTIONS.salesCounted, 'unpaid'), { deleted: true }),
      delete: (db) => deleteDoc(doc(db, COLLECTIONS.salesCounted, 'unpaid')),
    },
    allow: serverOnly,
  },
  stripeCustomers: {
    seed: () => ({ [`${STRIPE_CUSTOMERS_COLLECTION}/${CUSTOMER.uid}`]: { customerId: 'cus_x' } }),
    call: {
      get: (db) => getDoc(doc(db, STRIPE_CUSTOMERS_COLLECTION, CUSTOMER.uid)),
      list: (db) => getDocs(query(collection(db, STRIPE_CUSTOMERS_COLLECTION), limit(10))),
      create: (db) =>
        setDoc(doc(db, STRIPE_CUSTOMERS_COLLECTION, 'other'), { customerId: 'cus_y' }),
      update: (db) =>
        updateDoc(doc(db, STRIPE_CUSTOMERS_COLLECTION, CUSTOMER.uid), { customerId: 'cus_y' }),
      delete: (db) => deleteDoc(doc(db, STRIPE_CUSTOMERS_COLLECTION, CUSTOMER.uid)),
    },
    allow: serverOnly,
  },
  newsletter: {
    seed: (op) =>
      op === 'create'
        ? {}
        : { [`newsletter/${CUSTOMER.email}`]: { email: CUSTOMER.email, createdAt: new Date() } },
    call: {
      get: (db) => getDoc(doc(db, COLLECTIONS.newsletter, CUSTOMER.email)),
      list: (db) => getDocs(collection(db, COLLECTIONS.newsletter)),
      create: (db) => subscribe(db, CUSTOMER.email),
      update: (db) =>
        updateDoc(doc(db, COLLECTIONS.newsletter, CUSTOMER.email), {
          createdAt: serverTimestamp(),
        }),
      delete: (db) => deleteDoc(doc(db, COLLECTIONS.newsletter, CUSTOMER.email)),
    },
    allow: serverOnly,
  },
} satisfies Record<string, CollectionCase>;

const cells = (Object.keys(matrix) as Collection[]).flatMap((name) =>
  OPS.flatMap((op) =>
    ACTORS.map((actor) => ({
      name,
      op,
      actor,
      outcome: (matrix[name].allow[op] as readonly Actor[]).includes(actor) ? 'allow' : 'deny',
    })),
  ),
);

/** collection/op/actor -> the outcome asserted (set only once the assertion passed). */
const covered = new Map<string, string>();
const key = (name: string, op: string, actor: string) => `${name}/${op}/${actor}`;

const rules = useRulesEnv();
afterAll(printMatrix);

describe('permission matrix', () => {
  it.each(cells)('$name: $actor may $op -> $outcome', async ({ name, op, actor, outcome }) => {
    const entry: CollectionCase = matrix[name];
    await seed(rules(), entry.seed(op));
    await (outcome === 'allow' ? allowed : denied)(entry.call[op](actorDb(rules(), actor)));
    covered.set(key(name, op, actor), outcome);
  });
});

function printMatrix(): void {
  const columns = ['collection', 'op', ...ACTORS];
  const rows = (Object.keys(matrix) as Collection[]).flatMap((name) =>
    OPS.map((op) => [
      name,
      op,
      ...ACTORS.map((actor) => covered.get(key(name, op, actor)) ?? 'FAILED'),
    ]),
  );
  const widths = columns.map((column, i) =>
    Math.max(column.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cellsOfRow: string[]) =>
    cellsOfRow
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const passed = [...covered.keys()].length;
  console.log(
    [
      `Rules matrix covered (${passed}/${cells.length} cells asserted):`,
      line(columns),
      ...rows.map(line),
    ].join('\n'),
  );
}
