/**
 * The low-stock alert: when a tool's stock (or a variant's: each is watched and flagged on its
 * own) falls to its threshold or below (an order taking
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
import type { Tool } from '@pedalworks/domain/types';
import { hasVariants, lowStocks, variantName } from '@pedalworks/domain/variants';
import { db, transact } from '../lib/admin';
import { queueMail, shopUrl } from './mail';

type StoredTool = Pick<
  Tool,
  'name' | 'availableQuantity' | 'lowStockThreshold' | 'lowStock' | 'lowStockMailedOn' | 'option'
>;

/** What one alert watches: the tool's own stock, or one variant's, with its flags. */
interface Watched {
  variantId?: string;
  name: string;
  stock: number;
  lowStock?: boolean | undefined;
  lowStockMailedOn?: string | undefined;
}

/** A tool with variants is watched per variant (named as its orders are), else as a whole. */
function watchedOf(tool: StoredTool): Watched[] {
  if (!hasVariants(tool)) return [{ ...tool, stock: tool.availableQuantity }];
  return tool.option!.variants.map((variant) => ({
    ...variant,
    variantId: variant.id,
    name: variantName(tool, variant),
  }));
}

/**
 * Whether any flag says other than the stock: a watched stock's, or, for a tool with variants,
 * the tool's own, which says whether any of them is low (the sales page's list).
 */
function flagsStale(tool: StoredTool | undefined): boolean {
  if (!tool || typeof tool.availableQuantity !== 'number') return false;
  const watched = watchedOf(tool);
  const lows = lowStocks(tool);
  return (
    watched.some((one, index) => lows[index] !== (one.lowStock === true)) ||
    lows.some(Boolean) !== (tool.lowStock === true)
  );
}

/**
 * The id of an admin's mail about a tool, or one of its variants, on one day (dayKey): one a
 * day, however many crossings.
 */
export const lowStockMailId = (toolId: string, day: string, uid: string, variantId?: string) =>
  `low-stock-${toolId}${variantId ? `-${variantId}` : ''}-${day}-${uid}`;

/**
 * Brings the tool's lowStock flags (its own, or each variant's and the tool's) in line with its
 * stock; for each that turns true on a day the admins were not yet told about it (`now`'s UTC
 * day), queues the low-stock mail to every admin (users with the admin role) in the same
 * transaction. Answers whether the tool's own flag is now low, when a flag changed.
 */
export async function syncLowStock(
  ref: DocumentReference,
  written: DocumentSnapshot,
  now = new Date(),
): Promise<boolean | undefined> {
  if (!flagsStale(written.data() as StoredTool | undefined)) return undefined;
  return transact(async (transaction) => {
    const tool = (await transaction.get(ref)).data() as StoredTool | undefined;
    if (!tool || !flagsStale(tool)) return undefined;
    const day = dayKey(now);
    const lows = lowStocks(tool);
    const watched = watchedOf(tool).map((one, index) => {
      const low = lows[index]!;
      const mail = low && one.lowStock !== true && one.lowStockMailedOn !== day;
      return { ...one, low, mail };
    });
    const toMail = watched.filter((one) => one.mail);
    const admins =
      toMail.length > 0
        ? await transaction.get(
            db()
              .collection(COLLECTIONS.users)
              .where('role', '==', ADMIN_ROLE)
              .limit(MAX_QUERY_LIMIT),
          )
        : undefined;
    const flags = (one: (typeof watched)[number]) => ({
      lowStock: one.low,
      ...(one.mail ? { lowStockMailedOn: day } : {}),
    });
    const toolLow = watched.some((one) => one.low);
    if (hasVariants(tool)) {
      const variants = tool.option!.variants.map((variant, index) => ({
        ...variant,
        ...flags(watched[index]!),
      }));
      transaction.update(ref, { option: { ...tool.option, variants }, lowStock: toolLow });
    } else {
      transaction.update(ref, flags(watched[0]!));
    }
    for (const one of toMail) {
      const message = lowStockMail({
        toolId: ref.id,
        toolName: one.name,
        availableQuantity: one.stock,
        shopUrl: shopUrl.value(),
      });
      for (const admin of admins?.docs ?? []) {
        const to = admin.get('email') as unknown;
        if (typeof to !== 'string') continue;
        queueMail(transaction, {
          id: lowStockMailId(ref.id, day, admin.id, one.variantId),
          to,
          message,
          kind: 'low-stock',
        });
      }
    }
    return toolLow;
  });
}
