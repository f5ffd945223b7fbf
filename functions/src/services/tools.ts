import { COLLECTIONS } from '@pedalworks/domain/constants';
import type { Tool, ToolInput } from '@pedalworks/domain/types';
import type { PageRequest } from '../api/params';
import { db } from '../lib/admin';
import { existing, page, toDocument } from './documents';

const tools = () => db().collection(COLLECTIONS.tools);

/** The catalogue by name, a page at a time. */
export async function listTools(request: PageRequest): Promise<Tool[]> {
  const docs = await page(tools(), tools().orderBy('name'), request);
  return docs.map((doc) => toDocument<Tool>(doc));
}

export async function getTool(id: string): Promise<Tool> {
  return toDocument<Tool>(existing(await tools().doc(id).get()));
}

export async function addTool(input: ToolInput): Promise<Tool> {
  const ref = tools().doc();
  await ref.create(input);
  return { _id: ref.id, ...input };
}

/** Replaces a tool's fields; its stock marker (stockOrderId) stays. */
export async function updateTool(id: string, input: ToolInput): Promise<{ modifiedCount: number }> {
  const ref = tools().doc(id);
  await db().runTransaction(async (transaction) => {
    existing(await transaction.get(ref));
    transaction.update(ref, { ...input });
  });
  return { modifiedCount: 1 };
}

/** Deletion is final. Orders keep their copy of the tool's name, image and price. */
export async function deleteTool(id: string): Promise<{ deletedCount: number }> {
  const ref = tools().doc(id);
  await db().runTransaction(async (transaction) => {
    existing(await transaction.get(ref));
    transaction.delete(ref);
  });
  return { deletedCount: 1 };
}
