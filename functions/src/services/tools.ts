import type { DocumentReference, DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import {
  matchesWords,
  searchTokens,
  TOOL_SORTS,
  type ToolSort,
} from '@pedalworks/domain/catalogue';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import type { Restock, Tool, ToolCategory, ToolInput } from '@pedalworks/domain/types';
import { variantRefusal } from '@pedalworks/domain/variants';
import type { PageRequest } from '../lib/page';
import { db, transact } from '../lib/admin';
import { HttpError } from '../lib/errors';
import { serialized, toolStockKey } from '../lib/key-queue';
import { existing, page, toDocument } from './documents';
import { availableOf, logStockMove } from './tool-stock';

const tools = () => db().collection(COLLECTIONS.tools);

/** What GET /tool asks for: a page of the catalogue, filtered and sorted. */
export interface CatalogueRequest extends PageRequest {
  /** The search's words (queryWords), most selective first; none lists everything. */
  words: string[];
  category?: ToolCategory;
  sort: ToolSort;
}

/**
 * The one Firestore query a catalogue request runs: equality on the category, array-contains on
 * the first search word's token, ordered by the sort's field. Every combination has its
 * composite index in firestore.indexes.json (functions/test/catalogue-indexes.test.ts).
 */
export function catalogueQueryShape({ words, category, sort }: Omit<CatalogueRequest, 'limit'>) {
  return {
    category,
    token: words[0],
    orderBy: { field: TOOL_SORTS[sort].field, direction: TOOL_SORTS[sort].direction },
  };
}

/** A stored tool as the API answers it: its search tokens are the server's business. */
function toTool(snapshot: DocumentSnapshot): Tool {
  const tool: Tool & { searchTokens?: string[] } = toDocument(snapshot);
  delete tool.searchTokens;
  return tool;
}

export interface CataloguePage {
  tools: Tool[];
  /** The cursor of the next page (the last document read), when there may be one. */
  next?: string;
}

/**
 * A page of the catalogue: one bounded query (at most `limit` documents, plus the cursor's own
 * read), never the whole collection. The first search word is matched by the index; the others
 * are checked on the page read, so a page of a several-word search may show fewer than it read,
 * and `next` carries on after the last document read, not the last one shown.
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

/** The fields only the server writes, from a tool's name and description. */
const searchFields = (input: Pick<ToolInput, 'name' | 'description'>) => ({
  searchTokens: searchTokens(input),
});

export async function addTool(input: ToolInput): Promise<Tool> {
  const ref = tools().doc();
  await ref.create({ ...input, ...searchFields(input), createdAt: FieldValue.serverTimestamp() });
  return { _id: ref.id, ...input };
}

/**
 * Replaces a tool's fields but its stock, which moves only by deltas (orders, restockTool): an
 * edit made on a form opened before an order never writes that form's stock back. A stock the
 * caller sends along (`sentStock`, as the spec's clients send the whole tool) must equal the
 * current one, and is then ignored; otherwise the edit is refused (409), changing nothing. Its
 * creation time stays.
 */
export async function updateTool(
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
    transaction.update(ref, { ...input, ...searchFields(input) });
  });
  return { modifiedCount: 1 };
}

/**
 * Moves a tool's stock, or one variant's, by `delta` (+N restocks, -N writes off) and logs it in
 * tools/{id}/stockLog with its reason, the admin and the stock after, in one transaction; a
 * stock that would go below 0 is refused (409), and a tool with an option needs one of its
 * variants (400), changing nothing. Waits in the tool's stock queue like an order, so a rush
 * does not make it contend.
 */
export async function restockTool(
  id: string,
  { delta, reason, variantId }: Restock,
  by: string,
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
      const moved = logStockMove(transaction, tool, { variantId, delta, reason, by })!;
      return variantId
        ? { availableQuantity: moved.availableQuantity, variantId, stock: moved.after }
        : { availableQuantity: moved.after };
    }),
  );
}

/** Deletion is final. Orders keep their copy of the tool's name, image and price. */
export async function deleteTool(id: string): Promise<{ deletedCount: number }> {
  const ref = tools().doc(id);
  await transact(async (transaction) => {
    existing(await transaction.get(ref));
    transaction.delete(ref);
  });
  return { deletedCount: 1 };
}

/** The server-owned fields a stored tool lacks or has out of date (none: nothing to write). */
function staleServerFields(snapshot: DocumentSnapshot): Record<string, unknown> {
  const tool = snapshot.data() as (ToolInput & { searchTokens?: string[] }) | undefined;
  if (!tool) return {};
  const tokens = searchTokens({ name: String(tool.name), description: String(tool.description) });
  const stale: Record<string, unknown> = {};
  if (JSON.stringify(tokens) !== JSON.stringify(tool.searchTokens)) stale.searchTokens = tokens;
  if (snapshot.get('createdAt') === undefined && snapshot.createTime) {
    stale.createdAt = snapshot.createTime;
  }
  return stale;
}

/**
 * Keeps a tool's search tokens and creation time true after any write, including an admin's
 * client write under the rules (which may not set them). Called by the tools trigger; writes
 * nothing when they are already right (the API's writes, every stock move), so it never loops.
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
