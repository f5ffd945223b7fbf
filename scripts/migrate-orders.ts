/**
 * npx tsx scripts/migrate-orders.ts: data from before the order engine (docs/orders.md, 'State
 * stored once'); a real project needs GCLOUD_PROJECT=<id> and application default credentials.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  getFirestore,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  CURRENCY,
  ORDER_EVENTS_SUBCOLLECTION,
  ORDER_EVENT_AUDIT_SUBCOLLECTION,
  ORDER_HOLD_MINUTES,
  SHIPPED,
} from '@pedalworks/domain/constants';
import { staleCatalogueFields } from '@pedalworks/domain/search';
import { toCents } from '@pedalworks/domain/format';
import { legacyStatus } from '@pedalworks/domain/orders';
import type { Order } from '@pedalworks/domain/types';
import { orderLineName } from '@pedalworks/domain/variants';
import { emulatorClientEnv, PROJECT_ID } from './lib/emulator-config';

const MIGRATION_PAGE = 100;

async function migrateCollection(
  db: Firestore,
  collection: CollectionReference,
  stale: (data: DocumentData) => boolean,
  /** It may read, then write, in the document's transaction before its own update. */
  patch: (data: DocumentData, transaction: Transaction, id: string) => Promise<DocumentData>,
): Promise<number> {
  let migrated = 0;
  let after: string | undefined;
  for (;;) {
    let query = collection.orderBy(FieldPath.documentId()).limit(MIGRATION_PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const doc of page.docs.filter((snapshot) => stale(snapshot.data()))) {
      const changed = await db.runTransaction(async (transaction) => {
        const data = (await transaction.get(doc.ref)).data();
        if (!data || !stale(data)) return false;
        transaction.update(doc.ref, await patch(data, transaction, doc.id));
        return true;
      });
      if (changed) migrated += 1;
    }
    if (page.size < MIGRATION_PAGE) return migrated;
    after = page.docs[page.size - 1]!.id;
  }
}

/** A held order the web app placed before the server stamped every hold lacks holdUntil. */
const lacksHold = (data: DocumentData) =>
  legacyStatus(data) === 'held' && !data.holdUntil && data.createdAt instanceof Timestamp;

const isStaleOrder = (data: DocumentData) =>
  'paid' in data ||
  'pandingChange' in data ||
  legacyStatus(data) !== data.status ||
  lacksHold(data);

function orderPatch(data: DocumentData): DocumentData {
  const status = legacyStatus(data);
  const shipped = data.pandingChange === SHIPPED || status === 'shipped';
  return {
    status,
    paid: FieldValue.delete(),
    pandingChange: FieldValue.delete(),
    // The expiry sweep finds holds by holdUntil: the default hold from when it was placed.
    ...(lacksHold(data)
      ? {
          holdUntil: Timestamp.fromMillis(
            (data.createdAt as Timestamp).toMillis() + ORDER_HOLD_MINUTES * 60_000,
          ),
        }
      : {}),
    ...(shipped && !data.shippedAt
      ? { shippedAt: data.paidAt ?? data.createdAt ?? FieldValue.serverTimestamp() }
      : {}),
  };
}

/** An order paid before every payment was a checkout: its payment names it, not a checkout. */
const isLegacyPayment = (data: DocumentData) =>
  typeof data.transactionId === 'string' && data.discountCents === undefined;

/**
 * Its payment gets the paid checkout the one payment path reads (under the intent's id, where
 * checkoutOf looks when the intent names none), and its order the shares: nothing off, no shipping.
 */
const legacyPaymentPatch =
  (db: Firestore) =>
  async (data: DocumentData, transaction: Transaction, orderId: string): Promise<DocumentData> => {
    const intentId = data.transactionId as string;
    const checkouts = db.collection(COLLECTIONS.checkouts);
    const paid = await transaction.get(checkouts.where('paymentIntentId', '==', intentId).limit(1));
    const at = data.paidAt ?? data.createdAt ?? FieldValue.serverTimestamp();
    if (paid.empty) {
      transaction.set(checkouts.doc(intentId), {
        uid: data.uid,
        email: data.email,
        name: data.userName ?? data.name ?? '',
        orderIds: [orderId],
        lines: [
          {
            orderId,
            toolName: orderLineName(data as Order),
            quantity: data.orderedQuantity,
            price: data.price,
            discountCents: 0,
            shippingCents: 0,
          },
        ],
        total: data.price,
        paymentIntentId: intentId,
        status: 'paid',
        outcomes: { [orderId]: 'paid' },
        createdAt: at,
        paidAt: at,
      });
      transaction.set(db.collection(COLLECTIONS.payments).doc(`${intentId}_${orderId}`), {
        orderId,
        checkoutId: intentId,
        paymentIntentId: intentId,
        uid: data.uid,
        amount: toCents(data.price),
        currency: CURRENCY,
        outcome: 'paid',
        createdAt: at,
      });
    }
    return { discountCents: 0, shippingCents: 0 };
  };

/** Tools lose the old stock marker and get the catalogue fields they sort by. */
const toolPatch = (data: DocumentData): DocumentData => ({
  ...('stockOrderId' in data ? { stockOrderId: FieldValue.delete() } : {}),
  ...staleCatalogueFields(data),
});

/** The customer reads the events, so admins' uids move to eventAudit (index on by.role). */
async function migrateAdminActors(db: Firestore): Promise<number> {
  let migrated = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db
      .collectionGroup(ORDER_EVENTS_SUBCOLLECTION)
      .where('by.role', '==', 'admin')
      .limit(MIGRATION_PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    const batch = db.batch();
    const named = page.docs.filter((event) => event.get('by.uid') !== undefined);
    for (const event of named) {
      const audit = event.ref.parent.parent!.collection(ORDER_EVENT_AUDIT_SUBCOLLECTION);
      batch.set(audit.doc(event.id), {
        by: { uid: event.get('by.uid') as string, role: 'admin' },
        at: event.get('at') ?? FieldValue.serverTimestamp(),
      });
      batch.update(event.ref, { by: { role: 'admin' } });
    }
    if (named.length > 0) await batch.commit();
    migrated += named.length;
    if (page.size < MIGRATION_PAGE) return migrated;
    after = page.docs[page.size - 1];
  }
}

export async function migrateOrders(
  db: Firestore,
): Promise<{ orders: number; payments: number; tools: number; events: number }> {
  const orders = await migrateCollection(
    db,
    db.collection(COLLECTIONS.orders),
    isStaleOrder,
    async (data) => orderPatch(data),
  );
  const payments = await migrateCollection(
    db,
    db.collection(COLLECTIONS.orders),
    isLegacyPayment,
    legacyPaymentPatch(db),
  );
  const tools = await migrateCollection(
    db,
    db.collection(COLLECTIONS.tools),
    (data) => Object.keys(toolPatch(data)).length > 0,
    async (data) => toolPatch(data),
  );
  const events = await migrateAdminActors(db);
  return { orders, payments, tools, events };
}

async function migrateProjectOrders(project = PROJECT_ID) {
  if (project.startsWith('demo-')) Object.assign(process.env, emulatorClientEnv());
  const app = initializeApp({ projectId: project }, `migrate-orders-${Date.now()}`);
  try {
    return await migrateOrders(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

/** `npm start` on kept emulator data: older orders get their one state, tools their fields. */
export async function migrateKeptOrders(): Promise<void> {
  const { orders, payments, tools, events } = await migrateProjectOrders();
  if (orders + payments + tools + events > 0) {
    console.log(
      `Migrated ${orders} older order(s), ${payments} payment(s), ${tools} tool(s) and ${events} timeline event(s) to the order engine.`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const project = process.env.GCLOUD_PROJECT ?? PROJECT_ID;
  migrateProjectOrders(project)
    .then(({ orders, payments, tools, events }) =>
      console.log(
        `Migrated ${orders} order(s), ${payments} payment(s), ${tools} tool(s) and ${events} timeline event(s) of ${project}.`,
      ),
    )
    .catch((error: unknown) => {
      console.error('The migration failed:', error);
      process.exit(1);
    });
}
