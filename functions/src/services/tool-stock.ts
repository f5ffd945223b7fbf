/** Stock moves (docs/orders.md, 'Sizes and fits'); callers read the tool in a transaction first. */
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { STOCK_LOG_SUBCOLLECTION } from '@pedalworks/domain/constants';
import type { Tool, ToolVariant } from '@pedalworks/domain/types';
import { hasVariants, movedStock, variantOf } from '@pedalworks/domain/variants';

type StoredTool = Pick<Tool, 'availableQuantity' | 'option'>;

const toolOf = (snapshot: DocumentSnapshot | undefined): StoredTool | undefined =>
  snapshot?.exists ? (snapshot.data() as StoredTool) : undefined;

/** -1 when there is nothing to take from: the tool or variant is gone, or none was named. */
export function availableOf(snapshot: DocumentSnapshot | undefined, variantId?: string): number {
  const tool = toolOf(snapshot);
  if (!tool) return -1;
  if (!hasVariants(tool)) return variantId ? -1 : (tool.availableQuantity ?? -1);
  return variantOf(tool, variantId)?.stock ?? -1;
}

/** Undefined when it has nowhere to go: a removed variant gets nothing back, as a deleted tool. */
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

/** Call it once `snapshot` was read in `transaction`; undefined when it had nowhere to go. */
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
  addStockLogEntry(transaction, snapshot.ref, { ...move, after, variant });
  return { after, availableQuantity };
}

/** Writes only: one entry of the tool's stock log (`after` is the variant's stock, if one moved). */
export function addStockLogEntry(
  transaction: Transaction,
  toolRef: DocumentReference,
  entry: { delta: number; reason: string; by: string; after: number; variant?: ToolVariant },
): void {
  const { delta, reason, by, after, variant } = entry;
  transaction.create(toolRef.collection(STOCK_LOG_SUBCOLLECTION).doc(), {
    delta,
    reason,
    by,
    at: FieldValue.serverTimestamp(),
    after,
    ...(variant ? { variantId: variant.id, variantValue: variant.value } : {}),
  });
}
