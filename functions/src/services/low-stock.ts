/** The admins' low-stock alert (docs/email.md); its flags let the sales page list in one query. */
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { ADMIN_ROLE, COLLECTIONS, MAX_QUERY_LIMIT } from '@pedalworks/domain/constants';
import { lowStockMail } from '@pedalworks/domain/mail';
import { dayKey } from '@pedalworks/domain/sales';
import type { Tool } from '@pedalworks/domain/types';
import { hasVariants, lowStocks, variantName } from '@pedalworks/domain/variants';
import { db, transact } from '../lib/admin';
import { mailCollection, queueMail, shopUrl } from './mail';

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

/** A tool with variants also has its own flag, set when any of them is low. */
function flagsStale(tool: StoredTool | undefined): boolean {
  if (!tool || typeof tool.availableQuantity !== 'number') return false;
  const watched = watchedOf(tool);
  const lows = lowStocks(tool);
  return (
    watched.some((one, index) => lows[index] !== (one.lowStock === true)) ||
    lows.some(Boolean) !== (tool.lowStock === true)
  );
}

/** One mail a day, however many crossings. */
export const lowStockMailId = (toolId: string, day: string, uid: string, variantId?: string) =>
  `low-stock-${toolId}${variantId ? `-${variantId}` : ''}-${day}-${uid}`;

/**
 * The flags, read and written in one transaction, make a retried or repeated event do nothing.
 * Answers whether the tool's own flag is now low, when a flag changed.
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
    const mails = toMail.flatMap((one) =>
      (admins?.docs ?? []).map((admin) => ({
        one,
        to: admin.get('email') as unknown,
        ref: mailCollection().doc(lowStockMailId(ref.id, day, admin.id, one.variantId)),
      })),
    );
    // A write that set the sizes whole drops their flags: the day's mail already queued stays the one.
    const queued =
      mails.length > 0 ? await transaction.getAll(...mails.map((mail) => mail.ref)) : [];
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
    mails.forEach(({ one, to, ref: mail }, index) => {
      if (typeof to !== 'string' || queued[index]!.exists) return;
      const message = lowStockMail({
        toolId: ref.id,
        toolName: one.name,
        availableQuantity: one.stock,
        shopUrl: shopUrl.value(),
      });
      queueMail(transaction, { id: mail.id, to, message, kind: 'low-stock' });
    });
    return toolLow;
  });
}
