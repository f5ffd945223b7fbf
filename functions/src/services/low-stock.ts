/**
 * The low-stock alert: when a tool's stock falls to its threshold or below (an order taking
 * it, an admin's edit), every admin gets one mail, at most once a day (UTC) per tool; the
 * tool's `lowStock` flag follows the stock (it re-arms when the stock rises above the threshold
 * again), and `lowStockMailedOn` names the day the admins were last told, so orders placed and
 * deleted across the threshold mail nobody twice a day. The tools trigger calls it after any
 * write; the flag, read and written in one transaction, makes a retried or repeated event do
 * nothing, and lets the sales page list low-stock tools with one query.
 */
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { ADMIN_ROLE, COLLECTIONS, MAX_QUERY_LIMIT } from '@pedalworks/domain/constants';
import { lowStockMail } from '@pedalworks/domain/mail';
import { dayKey } from '@pedalworks/domain/sales';
import { isLowStock } from '@pedalworks/domain/tools';
import type { Tool } from '@pedalworks/domain/types';
import { db, transact } from '../lib/admin';
import { queueMail, shopUrl } from './mail';

type StoredTool = Pick<
  Tool,
  'name' | 'availableQuantity' | 'lowStockThreshold' | 'lowStock' | 'lowStockMailedOn'
>;

/** What the flag should say but does not: true (tell the admins), false (re-arm), or nothing. */
function flagChange(tool: StoredTool | undefined): boolean | undefined {
  if (!tool || typeof tool.availableQuantity !== 'number') return undefined;
  const low = isLowStock(tool);
  return low === (tool.lowStock === true) ? undefined : low;
}

/** The id of an admin's mail about a tool on one day (dayKey): one a day, however many crossings. */
export const lowStockMailId = (toolId: string, day: string, uid: string) =>
  `low-stock-${toolId}-${day}-${uid}`;

/**
 * Brings the tool's lowStock flag in line with its stock; when it turns true on a day the
 * admins were not yet told about the tool (`now`'s UTC day), queues the low-stock mail to every
 * admin (users with the admin role) in the same transaction. Answers the change made, if any.
 */
export async function syncLowStock(
  ref: DocumentReference,
  written: DocumentSnapshot,
  now = new Date(),
): Promise<boolean | undefined> {
  if (flagChange(written.data() as StoredTool | undefined) === undefined) return undefined;
  return transact(async (transaction) => {
    const tool = (await transaction.get(ref)).data() as StoredTool | undefined;
    const change = flagChange(tool);
    if (change === undefined || !tool) return undefined;
    if (!change) {
      transaction.update(ref, { lowStock: false });
      return false;
    }
    const day = dayKey(now);
    if (tool.lowStockMailedOn === day) {
      transaction.update(ref, { lowStock: true });
      return true;
    }
    const admins = await transaction.get(
      db().collection(COLLECTIONS.users).where('role', '==', ADMIN_ROLE).limit(MAX_QUERY_LIMIT),
    );
    transaction.update(ref, { lowStock: true, lowStockMailedOn: day });
    const message = lowStockMail({
      toolId: ref.id,
      toolName: tool.name,
      availableQuantity: tool.availableQuantity,
      shopUrl: shopUrl.value(),
    });
    for (const admin of admins.docs) {
      const to = admin.get('email') as unknown;
      if (typeof to !== 'string') continue;
      queueMail(transaction, {
        id: lowStockMailId(ref.id, day, admin.id),
        to,
        message,
        kind: 'low-stock',
      });
    }
    return true;
  });
}
