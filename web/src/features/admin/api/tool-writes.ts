import { addDoc, collection, deleteDoc, doc, updateDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import {
  pickToolEdit,
  pickToolInput as toolFields,
  type ToolEdit,
  type ToolInput,
} from '@pedalworks/domain/types';

/** Exactly the ToolInput fields: the tools trigger adds the search tokens and creation time. */
export const addTool = (firestore: Firestore, tool: ToolInput) =>
  addDoc(collection(firestore, COLLECTIONS.tools), toolFields(tool));

/** Every field but the stock (the rules refuse it), so that no stale form undoes an order's. */
export const updateTool = (firestore: Firestore, id: string, tool: ToolEdit) =>
  updateDoc(doc(firestore, COLLECTIONS.tools, id), { ...pickToolEdit(tool) });

export const deleteTool = (firestore: Firestore, id: string) =>
  deleteDoc(doc(firestore, COLLECTIONS.tools, id));
