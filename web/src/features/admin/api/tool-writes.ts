import { addDoc, collection, deleteDoc, doc, updateDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import type { ToolInput } from '@pedalworks/domain/types';

/** Admin writes on tools (client write 5): exactly the ToolInput fields. */
const toolFields = (tool: ToolInput): ToolInput => ({
  name: tool.name,
  img: tool.img,
  price: tool.price,
  description: tool.description,
  minimumOrder: tool.minimumOrder,
  availableQuantity: tool.availableQuantity,
});

export const addTool = (firestore: Firestore, tool: ToolInput) =>
  addDoc(collection(firestore, COLLECTIONS.tools), toolFields(tool));

export const updateTool = (firestore: Firestore, id: string, tool: ToolInput) =>
  updateDoc(doc(firestore, COLLECTIONS.tools, id), { ...toolFields(tool) });

export const deleteTool = (firestore: Firestore, id: string) =>
  deleteDoc(doc(firestore, COLLECTIONS.tools, id));
