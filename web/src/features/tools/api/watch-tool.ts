import { doc, onSnapshot } from 'firebase/firestore';
import type { Tool } from '@pedalworks/domain/types';
import { typedCollection, withId } from '@/lib/collections';
import { firestore } from '@/lib/firestore';

/** Calls `onChange` with the tool (undefined once deleted) at once and on every change. */
export function watchTool(toolId: string, onChange: (tool: Tool | undefined) => void) {
  return onSnapshot(
    doc(typedCollection(firestore, 'tools'), toolId),
    (snapshot) => onChange(snapshot.exists() ? withId(snapshot) : undefined),
    (error) => console.error(`Watching tool ${toolId} failed`, error),
  );
}
