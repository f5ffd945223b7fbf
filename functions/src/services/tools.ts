import type {
  DocumentReference,
  DocumentSnapshot,
  Query,
  Transaction,
} from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { TOOL_SORTS, type ToolSort } from '@pedalworks/domain/catalogue';
import { catalogueFields, matchesWords, staleCatalogueFields } from '@pedalworks/domain/search';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { STOCK_TEXT } from '@pedalworks/domain/stock';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import type {
  Restock,
  Tool,
  ToolCategory,
  ToolInput,
  ToolOption,
  ToolVariant,
} from '@pedalworks/domain/types';
import { pickToolInput } from '@pedalworks/domain/types';
import type { OptionEdit } from '@pedalworks/domain/variant-schemas';
import { hasVariants, totalStock, VARIANT_TEXT, variantRefusal } from '@pedalworks/domain/variants';
import type { PageRequest } from '../lib/page';
import type { Caller } from '../lib/caller';
import { recordStaffChange } from './audit';
import { db, transact } from '../lib/admin';
import { HttpError } from '../lib/errors';
import { serialized, toolStockKey } from '../lib/key-queue';
import { existing, page, toDocument } from './documents';
import { addStockLogEntry, availableOf, logStockMove } from './tool-stock';

const tools = () => db().collection(COLLECTIONS.tools);
const orders = () => db().collection(COLLECTIONS.orders);

/** What GET /tool asks for: a page of the catalogue, filtered and sorted. */
export interface CatalogueRequest extends PageRequest {
  /** The search's words (queryWords), most selective first; none lists everything. */
  words: string[];
  category?: ToolCategory;
  sort: ToolSort;
}

/** Every shape it gives has its composite index (functions/test/catalogue-indexes.test.ts). */
export function catalogueQueryShape({ words, category, sort }: Omit<CatalogueRequest, 'limit'>) {
  return {
    category,
    token: words[0],
    orderBy: { field: TOOL_SORTS[sort].field, direction: TOOL_SORTS[sort].direction },
  };
}

/** A stored tool as the API answers it: its catalogue fields and variants' flags are the server's. */
function toTool(snapshot: DocumentSnapshot): Tool {
  const tool: Tool & Partial<ReturnType<typeof catalogueFields>> & { auditId?: string } =
    toDocument(snapshot);
  delete tool.auditId;
  delete tool.searchTokens;
  delete tool.sortName;
  delete tool.sortPrice;
  if (tool.option) {
    const variants = tool.option.variants.map(
      ({ lowStock: _low, lowStockMailedOn: _mailed, ...variant }) => variant,
    );
    tool.option = { ...tool.option, variants };
  }
  return tool;
}

export interface CataloguePage {
  tools: Tool[];
  /** The cursor of the next page (the last document read), when there may be one. */
  next?: string;
}

/**
 * The index matches the first search word only, the page read the others: a page may show fewer
 * than it read, and `next` carries on after the last document read, not the last one shown.
 */
export async function listTools(request: CatalogueRequest): Promise<CataloguePage> {
  const { category, token, orderBy } = catalogueQueryShape(request);
  let query: Query = tools();
  if (category) query = query.where('category', '==', category);
  if (token) query = query.where('searchTokens', 'array-contains', token);
  query = query.orderBy(orderBy.field, orderBy.direction);
  const docs = await page(tools(), query, request, orderBy.field);
  const others = request.words.slice(1);
  const shown = docs.filter((doc) =>
    matchesWords((doc.get('searchTokens') as string[] | undefined) ?? [], others),
  );
  const last = docs.at(-1);
  return {
    tools: shown.map(toTool),
    ...(docs.length === request.limit && last ? { next: last.id } : {}),
  };
}

export async function getTool(id: string): Promise<Tool> {
  return toTool(existing(await tools().doc(id).get()));
}

/** The fields only the server writes, from a tool's name, description and option. */
export async function addTool(caller: Caller, input: ToolInput): Promise<Tool> {
  const ref = tools().doc();
  const batch = db().batch();
  batch.create(ref, {
    ...input,
    ...catalogueFields(input),
    createdAt: FieldValue.serverTimestamp(),
  });
  recordStaffChange(batch, caller, {
    action: 'tool.create',
    target: ref,
    before: null,
    after: input,
  });
  await batch.commit();
  return { _id: ref.id, ...input };
}

/**
 * Stock moves only by deltas, so a form opened before an order never writes its stock back; a
 * `sentStock` (the spec's clients send the whole tool) must be the current one, else 409.
 */
export async function updateTool(
  caller: Caller,
  id: string,
  input: Omit<ToolInput, 'availableQuantity'>,
  sentStock?: unknown,
): Promise<{ modifiedCount: number }> {
  const ref = tools().doc(id);
  await transact(async (transaction) => {
    const tool = existing(await transaction.get(ref));
    if (sentStock !== undefined && sentStock !== tool.get('availableQuantity')) {
      throw new HttpError(409, API_ERROR.stockNotEditable);
    }
    const option = tool.get('option') as ToolOption | null | undefined;
    transaction.update(ref, { ...input, ...catalogueFields({ ...input, option }) });
    const before = Object.fromEntries(Object.keys(input).map((key) => [key, tool.get(key)]));
    recordStaffChange(transaction, caller, {
      action: 'tool.update',
      target: ref,
      before,
      after: input,
    });
  });
  return { modifiedCount: 1 };
}

/** Waits in the tool's stock queue like an order, so that a rush does not make it contend. */
export async function restockTool(
  caller: Caller,
  id: string,
  { delta, reason, variantId }: Restock,
): Promise<{ availableQuantity: number; variantId?: string; stock?: number }> {
  const ref = tools().doc(id);
  return serialized(toolStockKey(id), () =>
    transact(async (transaction) => {
      const tool = existing(await transaction.get(ref));
      const refusal = variantRefusal(tool.data() as Tool, variantId);
      if (refusal) throw new HttpError(400, refusal);
      if (availableOf(tool, variantId) + delta < 0) {
        throw new HttpError(409, API_ERROR.stockBelowZero);
      }
      const moved = logStockMove(transaction, tool, { variantId, delta, reason, by: caller.uid })!;
      recordStaffChange(transaction, caller, {
        action: 'tool.stock',
        target: ref,
        before: { variantId: variantId ?? null, stock: moved.after - delta },
        after: { variantId: variantId ?? null, stock: moved.after },
        reason,
      });
      return variantId
        ? { availableQuantity: moved.availableQuantity, variantId, stock: moved.after }
        : { availableQuantity: moved.after };
    }),
  );
}

/** The orders whose stock is taken and may come back (deleted, expired, cancelled, refunded). */
const OPEN_STATUSES = ['held', 'paid'] as const;

/** Whether the tool has held or paid orders: of these variants, or of any when none named. */
async function hasOpenOrders(
  transaction: Transaction,
  toolId: string,
  variantIds?: string[],
): Promise<boolean> {
  if (variantIds?.length === 0) return false;
  const found = await Promise.all(
    OPEN_STATUSES.map((status) => {
      let query = orders().where('toolId', '==', toolId).where('status', '==', status);
      if (variantIds) query = query.where('variantId', 'in', variantIds);
      return transaction.get(query.limit(1));
    }),
  );
  return found.some((snapshot) => !snapshot.empty);
}

/**
 * A value with open orders is not removed, and a tool with open orders gains no option: their
 * stock must have somewhere to come back to. A stock sent along must be the current one.
 */
export async function setToolOption(caller: Caller, id: string, edit: OptionEdit): Promise<Tool> {
  const by = caller.uid;
  const ref = tools().doc(id);
  await serialized(toolStockKey(id), () =>
    transact(async (transaction) => {
      const snapshot = existing(await transaction.get(ref));
      const tool = snapshot.data() as Tool;
      const current = new Map(tool.option?.variants.map((variant) => [variant.id, variant]));
      for (const { id: variantId, stock } of edit.variants) {
        if (!variantId) continue;
        const kept = current.get(variantId);
        if (!kept) throw new HttpError(400, VARIANT_TEXT.unknownVariant);
        if (stock !== undefined && stock !== kept.stock) {
          throw new HttpError(409, API_ERROR.stockNotEditable);
        }
      }
      const editedIds = new Set(edit.variants.map((variant) => variant.id));
      const removed = [...current.keys()].filter((variantId) => !editedIds.has(variantId));
      if (!hasVariants(tool) && (await hasOpenOrders(transaction, id))) {
        throw new HttpError(409, VARIANT_TEXT.optionWithOpenOrders);
      }
      if (await hasOpenOrders(transaction, id, removed)) {
        throw new HttpError(409, VARIANT_TEXT.removeWithOpenOrders);
      }
      const variants = edit.variants.map(({ id: variantId, value, price, stock }) => {
        const kept: ToolVariant = (variantId && current.get(variantId)) || {
          id: tools().doc().id,
          value,
          stock: stock!,
        };
        const variant: ToolVariant = { ...kept, value };
        if (typeof price === 'number') variant.price = price;
        else delete variant.price;
        return variant;
      });
      const option = { name: edit.name, variants };
      transaction.update(ref, {
        option,
        availableQuantity: totalStock(option.variants),
        ...catalogueFields({ ...tool, option }),
      });
      recordStaffChange(transaction, caller, {
        action: 'tool.option',
        target: ref,
        before: { option: tool.option ?? null },
        after: { option },
      });
      // The stock moves only by logged deltas, an edit of sizes and fits too.
      const log = (delta: number, after: number, reason: string, variant?: ToolVariant) => {
        if (delta !== 0) addStockLogEntry(transaction, ref, { delta, after, reason, by, variant });
      };
      if (!hasVariants(tool)) log(-tool.availableQuantity, 0, STOCK_TEXT.intoValues);
      for (const variant of variants.filter((each) => !current.has(each.id))) {
        log(variant.stock, variant.stock, STOCK_TEXT.openingStock, variant);
      }
      for (const variantId of removed) {
        const gone = current.get(variantId)!;
        log(-gone.stock, 0, STOCK_TEXT.valueRemoved, gone);
      }
    }),
  );
  return getTool(id);
}

/** Refused while a variant has open orders, whose stock would have nowhere to come back to. */
export async function removeToolOption(caller: Caller, id: string): Promise<Tool> {
  const ref = tools().doc(id);
  await serialized(toolStockKey(id), () =>
    transact(async (transaction) => {
      const tool = existing(await transaction.get(ref)).data() as Tool;
      if (!tool.option) return;
      const ids = tool.option.variants.map((variant) => variant.id);
      if (await hasOpenOrders(transaction, id, ids)) {
        throw new HttpError(409, VARIANT_TEXT.removeWithOpenOrders);
      }
      transaction.update(ref, {
        option: FieldValue.delete(),
        ...catalogueFields({ ...tool, option: null }),
      });
      recordStaffChange(transaction, caller, {
        action: 'tool.option',
        target: ref,
        before: { option: tool.option },
        after: { option: null },
      });
    }),
  );
  return getTool(id);
}

/** Deletion is final. Orders keep their copy of the tool's name, image and price. */
export async function deleteTool(caller: Caller, id: string): Promise<{ deletedCount: number }> {
  const ref = tools().doc(id);
  await transact(async (transaction) => {
    const tool = existing(await transaction.get(ref));
    transaction.delete(ref);
    recordStaffChange(transaction, caller, {
      action: 'tool.delete',
      target: ref,
      before: { ...pickToolInput(tool.data() as ToolInput), option: tool.get('option') ?? null },
      after: null,
    });
  });
  return { deletedCount: 1 };
}

/** The server-owned fields a stored tool lacks or has out of date (none: nothing to write). */
function staleServerFields(snapshot: DocumentSnapshot): Record<string, unknown> {
  const tool = snapshot.data();
  if (!tool) return {};
  const stale = staleCatalogueFields(tool);
  if (snapshot.get('createdAt') === undefined && snapshot.createTime) {
    stale.createdAt = snapshot.createTime;
  }
  return stale;
}

/**
 * An admin's client write under the rules may not set them; writing nothing when they are right
 * already keeps the tools trigger from looping.
 */
export async function syncServerFields(
  ref: DocumentReference,
  written: DocumentSnapshot,
): Promise<void> {
  if (Object.keys(staleServerFields(written)).length === 0) return;
  await transact(async (transaction) => {
    const current = await transaction.get(ref);
    const stale = staleServerFields(current);
    if (Object.keys(stale).length > 0) transaction.update(ref, stale);
  });
}
