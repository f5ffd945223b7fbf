import { addDoc, collection, deleteDoc, doc, updateDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { pickToolInput as toolFields, type ToolInput } from '@pedalworks/domain/types';

/**
 * Admin writes on tools: exactly the ToolInput fields. The search tokens and
 * creation time are the server's: the tools trigger adds them right after.
 */
export const addTool = (firestore: Firestore, tool: ToolInput) =>
  addDoc(collection(firestore, COLLECTIONS.tools), toolFields(tool));

export const updateTool = (firestore: Firestore, id: string, tool: ToolInput) =>
  updateDoc(doc(firestore, COLLECTIONS.tools, id), { ...toolFields(tool) });

export const deleteTool = (firestore: Firestore, id: string) =>
  deleteDoc(doc(firestore, COLLECTIONS.tools, id));
