/**
 * The low-stock alert: when a tool's stock falls to its threshold or below (an order taking
 * it, an admin's edit), every admin gets one mail; the tool's `lowStock` flag remembers it was
 * told, and re-arms when the stock rises above the threshold again. The tools trigger calls
 * it after any write; the flag, read and written in one transaction, makes a retried or
 * repeated event do nothing, and lets the sales page list low-stock tools with one query.
 */
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { ADMIN_ROLE, COLLECTIONS, MAX_QUERY_LIMIT } from '@pedalworks/domain/constants';
import { lowStockMail } from '@pedalworks/domain/mail';
import { isLowStock } from '@pedalworks/domain/tools';
import type { Tool } from '@pedalworks/domain/types';
import { db, transact } from '../lib/admin';
import { queueMail, shopUrl } from './mail';

type StoredTool = Pick<
  Tool,
  'name' | 'availableQuantity' | 'lowStockThreshold' | 'lowStock' | 'lowStockAlerts'
>;

/** What the flag should say but does not: true (tell the admins), false (re-arm), or nothing. */
function flagChange(tool: StoredTool | undefined): boolean | undefined {
  if (!tool || typeof tool.availableQuantity !== 'number') return undefined;
  const low = isLowStock(tool);
  return low === (tool.lowStock === true) ? undefined : low;
}

/** The id of an admin's mail about one crossing: one mail per admin per crossing, ever. */
export const lowStockMailId = (toolId: string, alert: number, uid: string) =>
  `low-stock-${toolId}-${alert}-${uid}`;

/**
 * Brings the tool's lowStock flag in line with its stock; when it turns true, queues the
 * low-stock mail to every admin (users with the admin role) in the same transaction. Answers
 * the change made, if any.
 */
export async function syncLowStock(
  ref: DocumentReference,
  written: DocumentSnapshot,
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
    const admins = await transaction.get(
      db().collection(COLLECTIONS.users).where('role', '==', ADMIN_ROLE).limit(MAX_QUERY_LIMIT),
    );
    const alert = (tool.lowStockAlerts ?? 0) + 1;
    transaction.update(ref, { lowStock: true, lowStockAlerts: alert });
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
        id: lowStockMailId(ref.id, alert, admin.id),
        to,
        message,
        kind: 'low-stock',
      });
    }
    return true;
  });
}
