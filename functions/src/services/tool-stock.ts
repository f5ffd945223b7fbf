/**
 * A tool's stock as orders, restocks and returns move it: its own `availableQuantity`, or, for a
 * tool with an option, one variant's stock with `availableQuantity` rewritten as the sum in the
 * same update (variants.ts movedStock). Callers read the tool in their transaction first.
 */
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { STOCK_LOG_SUBCOLLECTION } from '@pedalworks/domain/constants';
import type { Tool } from '@pedalworks/domain/types';
import { hasVariants, movedStock, variantOf } from '@pedalworks/domain/variants';

type StoredTool = Pick<Tool, 'availableQuantity' | 'option'>;

const toolOf = (snapshot: DocumentSnapshot | undefined): StoredTool | undefined =>
  snapshot?.exists ? (snapshot.data() as StoredTool) : undefined;

/**
 * What an order or restock of `variantId` can take: that variant's stock, or the tool's own;
 * -1 when there is nothing to take from (the tool or the variant is gone, or the order names no
 * variant of a tool that has an option).
 */
export function availableOf(snapshot: DocumentSnapshot | undefined, variantId?: string): number {
  const tool = toolOf(snapshot);
  if (!tool) return -1;
  if (!hasVariants(tool)) return variantId ? -1 : (tool.availableQuantity ?? -1);
  return variantOf(tool, variantId)?.stock ?? -1;
}

/**
 * The update that moves the stock by `delta`, or undefined when it has nowhere to go (as for a
 * deleted tool, a removed variant gets nothing back). A tool without an option moves by an
 * increment, as it always has.
 */
export function stockUpdate(
  snapshot: DocumentSnapshot | undefined,
  variantId: string | undefined,
  delta: number,
): Record<string, unknown> | undefined {
  const tool = toolOf(snapshot);
  if (!tool || availableOf(snapshot, variantId) < 0) return undefined;
  if (!hasVariants(tool)) return { availableQuantity: FieldValue.increment(delta) };
  return movedStock(tool.option!, variantId!, delta);
}

/**
 * Moves the stock by `delta` and logs it in tools/{id}/stockLog (why, by whom, the stock after:
 * the variant's, named, when it moved one), inside `transaction` after `snapshot` was read in
 * it. Answers the stock after and the tool's, or undefined when there was nowhere to move it.
 */
export function logStockMove(
  transaction: Transaction,
  snapshot: DocumentSnapshot,
  move: { variantId?: string | undefined; delta: number; reason: string; by: string },
): { after: number; availableQuantity: number } | undefined {
  const update = stockUpdate(snapshot, move.variantId, move.delta);
  if (!update) return undefined;
  const after = availableOf(snapshot, move.variantId) + move.delta;
  const availableQuantity = (toolOf(snapshot)!.availableQuantity ?? 0) + move.delta;
  const variant = move.variantId ? variantOf(toolOf(snapshot)!, move.variantId) : undefined;
  transaction.update(snapshot.ref, update);
  transaction.create(snapshot.ref.collection(STOCK_LOG_SUBCOLLECTION).doc(), {
    delta: move.delta,
    reason: move.reason,
    by: move.by,
    at: FieldValue.serverTimestamp(),
    after,
    ...(variant ? { variantId: variant.id, variantValue: variant.value } : {}),
  });
  return { after, availableQuantity };
}
