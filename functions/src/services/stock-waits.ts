/** Back-in-stock waits and their mails, as docs/saved-and-waits.md tells. */
import { randomBytes } from 'node:crypto';
import {
  FieldPath,
  FieldValue,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { backInStockMail, stockWaitConfirmMail } from '@pedalworks/domain/mail';
import {
  EMAIL_WAITER_PREFIX,
  STOCK_WAIT_API,
  STOCK_WAIT_COLLECTIONS,
  STOCK_WAIT_CONFIRM_DAYS,
  STOCK_WAIT_TEXT,
  stockWaitPath,
  type StockWaiter,
} from '@pedalworks/domain/stock-waits';
import { isOutOfStock } from '@pedalworks/domain/tools';
import type { Tool } from '@pedalworks/domain/types';
import { soldOutOf, VARIANT_TEXT, variantName, variantOf } from '@pedalworks/domain/variants';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { db, transact } from '../lib/admin';
import { HttpError } from '../lib/errors';
import { queueMail, shopUrl } from './mail';
import { confirmOptIn, deleteStaleOptIns, newOptInToken, sha256 } from './opt-in';

type Stock = Pick<Tool, 'name' | 'availableQuantity' | 'minimumOrder' | 'option'>;

/** A waiter's key: '' for the tool as a whole, else the variant's id. */
function backInStockKeys(before: Stock, after: Stock): Set<string> {
  const keys = new Set<string>();
  if (isOutOfStock(before) && !isOutOfStock(after)) keys.add('');
  for (const variant of after.option?.variants ?? []) {
    const was = variantOf(before, variant.id);
    if (was && soldOutOf(before, was) && !soldOutOf(after, variant)) keys.add(variant.id);
  }
  return keys;
}

const toolRef = (toolId: string) => db().collection(COLLECTIONS.tools).doc(toolId);
const waiters = (toolId: string) =>
  db().doc(stockWaitPath(toolId)).collection(STOCK_WAIT_COLLECTIONS.waiters);

/** A visitor's wait: keyed by the hash of the address (ids show in logs), and the size's id. */
const emailWaiterId = (address: string, variantId?: string) =>
  `${EMAIL_WAITER_PREFIX}${sha256(variantId ? `${address}\n${variantId}` : address).slice(0, 40)}`;

/** One per wait (its `round`), so a visitor told once can wait again; older waits have none. */
const confirmMailId = (toolId: string, waiterId: string, round: unknown) =>
  `stock-wait-confirm-${toolId}-${waiterId}${typeof round === 'string' ? `-${round}` : ''}`;

/** The id of a waiter's mail about one restock: one per waiter per restock, ever. */
export const backInStockMailId = (toolId: string, restock: string, waiterId: string) =>
  `back-in-stock-${toolId}-${restock}-${waiterId}`;

export const stockWaitConfirmUrl = (
  toolId: string,
  email: string,
  token: string,
  variantId?: string,
) =>
  `${shopUrl.value()}/api${STOCK_WAIT_API.confirm(toolId)}?email=${encodeURIComponent(email)}&token=${token}` +
  (variantId ? `&variant=${encodeURIComponent(variantId)}` : '');

/** The tool, if it (or the variant waited for) is sold out: else 409, and 404 when unknown. */
async function soldOutTool(
  transaction: Transaction,
  toolId: string,
  variantId: string | undefined,
): Promise<Stock> {
  const tool = (await transaction.get(toolRef(toolId))).data() as Stock | undefined;
  if (!tool) throw new HttpError(404, API_ERROR.notFound);
  const variant = variantOf(tool, variantId);
  if (variantId && !variant) throw new HttpError(400, VARIANT_TEXT.unknownVariant);
  if (!soldOutOf(tool, variant)) throw new HttpError(409, STOCK_WAIT_TEXT.inStock);
  return tool;
}

/**
 * An address already waiting changes nothing, and refusals depend on the tool alone: the answer
 * never tells an address's state.
 */
export async function requestStockWait(
  toolId: string,
  email: string,
  variantId?: string,
): Promise<void> {
  const address = email.trim().toLowerCase();
  const id = emailWaiterId(address, variantId);
  const ref = waiters(toolId).doc(id);
  await transact(async (transaction) => {
    const tool = await soldOutTool(transaction, toolId, variantId);
    if ((await transaction.get(ref)).exists) return;
    const { token, tokenHash } = newOptInToken();
    const round = randomBytes(6).toString('hex');
    transaction.create(ref, {
      toolId,
      email: address,
      confirmed: false,
      tokenHash,
      round,
      createdAt: FieldValue.serverTimestamp(),
      ...(variantId ? { variantId } : {}),
    });
    queueMail(transaction, {
      id: confirmMailId(toolId, id, round),
      to: address,
      message: stockWaitConfirmMail({
        toolName: tool.name,
        confirmUrl: stockWaitConfirmUrl(toolId, address, token, variantId),
      }),
      kind: 'stock-wait-confirm',
    });
  });
}

/** Confirms a visitor's wait with the mail's token (confirmOptIn: the token first). */
export async function confirmStockWait(
  toolId: string,
  email: string,
  token: string,
  variantId?: string,
): Promise<boolean> {
  const ref = waiters(toolId).doc(emailWaiterId(email.trim().toLowerCase(), variantId));
  if (!(await confirmOptIn(ref, token))) return false;
  // Confirmed after the restock that would have mailed it: it is mailed now.
  await transact(async (transaction) => {
    const [tool, waiter] = await Promise.all([
      transaction.get(toolRef(toolId)),
      transaction.get(ref),
    ]);
    const stock = tool.data() as Stock | undefined;
    const wait = waiter.data() as StockWaiter | undefined;
    if (!stock || !wait?.confirmed) return;
    const variant = variantOf(stock, wait.variantId);
    if ((wait.variantId && !variant) || soldOutOf(stock, variant)) return;
    mailWaiter(transaction, toolId, stock, waiter, `confirmed-${String(waiter.get('round'))}`);
  });
  return true;
}

/** Waiters mailed per transaction (two writes each, well within a transaction's limit). */
const BATCH = 200;

/** Writes only: the waiter's one mail about `restock`, and the wait, which it ends. */
function mailWaiter(
  transaction: Transaction,
  toolId: string,
  tool: Stock,
  waiter: DocumentSnapshot,
  restock: string,
): void {
  const { email, variantId } = waiter.data() as StockWaiter;
  queueMail(transaction, {
    id: backInStockMailId(toolId, restock, waiter.id),
    to: email,
    message: backInStockMail({
      toolId,
      toolName: variantName(tool, variantOf(tool, variantId)),
      shopUrl: shopUrl.value(),
      variantId,
    }),
    kind: 'back-in-stock',
  });
  transaction.delete(waiter.ref);
}

/**
 * Each page's transaction re-reads the tool, and `restock` (the trigger's event id) names the
 * mails, so that a retried event mails nobody twice.
 */
export async function notifyBackInStock(
  toolId: string,
  before: Stock | undefined,
  after: Stock | undefined,
  restock: string,
): Promise<number> {
  if (!before || !after || backInStockKeys(before, after).size === 0) return 0;
  let mailed = 0;
  let cursor: string | undefined;
  for (;;) {
    const page = await transact(async (transaction) => {
      const tool = (await transaction.get(toolRef(toolId))).data() as Stock | undefined;
      if (!tool) return { size: 0, sent: 0 };
      let query = waiters(toolId).where('confirmed', '==', true).orderBy(FieldPath.documentId());
      if (cursor) query = query.startAfter(cursor);
      const waiting = await transaction.get(query.limit(BATCH));
      const keys = backInStockKeys(before, tool);
      let sent = 0;
      for (const waiter of waiting.docs) {
        if (!keys.has((waiter.get('variantId') as string | undefined) ?? '')) continue;
        mailWaiter(transaction, toolId, tool, waiter, restock);
        sent += 1;
      }
      return { size: waiting.size, sent, last: waiting.docs.at(-1)?.id };
    });
    mailed += page.sent;
    if (page.size < BATCH) return mailed;
    cursor = page.last;
  }
}

/** Waits that can never be met: of a deleted tool, or of sizes it no longer has. */
export async function dropGoneWaits(
  toolId: string,
  before: Stock | undefined,
  after: Stock | undefined,
): Promise<void> {
  if (!before) return;
  if (!after) {
    await db().recursiveDelete(db().doc(stockWaitPath(toolId)));
    return;
  }
  const kept = new Set(after.option?.variants.map((variant) => variant.id));
  const gone = (before.option?.variants ?? []).filter((variant) => !kept.has(variant.id));
  for (const variant of gone) {
    const stale = await waiters(toolId).where('variantId', '==', variant.id).get();
    await Promise.all(stale.docs.map((doc) => doc.ref.delete()));
  }
}

/** The tool's name is kept beside the count for the sales page's list. */
export async function recountStockWaits(toolId: string): Promise<number> {
  return transact(async (transaction) => {
    const tool = (await transaction.get(toolRef(toolId))).data() as Stock | undefined;
    const counted = await transaction.get(waiters(toolId).where('confirmed', '==', true).count());
    const count = counted.data().count;
    transaction.set(db().doc(stockWaitPath(toolId)), { count, toolName: tool?.name ?? toolId });
    return count;
  });
}

/** Their confirmation mails go too; the newsletter's sweep runs it. */
export function deleteUnconfirmedWaits(now = new Date()): Promise<number> {
  const unconfirmed = db()
    .collectionGroup(STOCK_WAIT_COLLECTIONS.waiters)
    .where('confirmed', '==', false);
  return deleteStaleOptIns(
    unconfirmed,
    STOCK_WAIT_CONFIRM_DAYS,
    (wait) => confirmMailId(String(wait.get('toolId')), wait.id, wait.get('round')),
    now,
  );
}
