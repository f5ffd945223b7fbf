import { COLLECTIONS } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/messages';
import type { Tool } from '@pedalworks/domain/types';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpError } from '../api/errors';
import { db } from '../lib/admin';

const tools = () => db().collection(COLLECTIONS.tools);

export const toTool = (snapshot: DocumentSnapshot): Tool =>
  ({ _id: snapshot.id, ...snapshot.data() }) as Tool;

export async function listTools(): Promise<Tool[]> {
  const snapshot = await tools().orderBy('name').get();
  return snapshot.docs.map(toTool);
}

export async function getTool(id: string): Promise<Tool> {
  const snapshot = await tools().doc(id).get();
  if (!snapshot.exists) throw new HttpError(404, API_ERROR.notFound);
  return toTool(snapshot);
}
