import { addDoc, collection, deleteDoc, doc, updateDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import {
  pickToolEdit,
  pickToolInput as toolFields,
  type ToolEdit,
  type ToolInput,
} from '@pedalworks/domain/types';

/**
 * Admin writes on tools: exactly the ToolInput fields. The search tokens and
 * creation time are the server's: the tools trigger adds them right after.
 */
export const addTool = (firestore: Firestore, tool: ToolInput) =>
  addDoc(collection(firestore, COLLECTIONS.tools), toolFields(tool));

/**
 * An edit writes every field but the stock (the rules refuse a stock in it): a form opened
 * before an order must not write its stock back over that order's move (see ./restock-tool.ts).
 */
export const updateTool = (firestore: Firestore, id: string, tool: ToolEdit) =>
  updateDoc(doc(firestore, COLLECTIONS.tools, id), { ...pickToolEdit(tool) });

export const deleteTool = (firestore: Firestore, id: string) =>
  deleteDoc(doc(firestore, COLLECTIONS.tools, id));
