import { doc } from 'firebase/firestore';
import type { Tool } from '@pedalworks/domain/types';
import { typedCollection, withId } from '@/lib/collections';
import { firestore } from '@/lib/firestore';
import { watch } from '@/lib/live';

/**
 * Calls `onChange` with the tool (undefined once deleted) at once and on every change. A tool is
 * only reported deleted by the server: while Firestore cannot be reached, the SDK's first
 * snapshot comes from its empty local cache and says the tool does not exist, which would turn
 * the tool the API answered into a not-found page.
 */
export function watchTool(toolId: string, onChange: (tool: Tool | undefined) => void) {
  return watch(doc(typedCollection(firestore, 'tools'), toolId), (snapshot) => {
    if (snapshot.exists()) onChange(withId(snapshot));
    else if (!snapshot.metadata.fromCache) onChange(undefined);
  });
}
