import { doc } from 'firebase/firestore';
import type { Tool } from '@pedalworks/domain/types';
import { typedCollection, withId } from '@/lib/collections';
import { firestore } from '@/lib/firestore';
import { watch } from '@/lib/live';

/**
 * Only the server reports a tool deleted: offline, the SDK's first snapshot from its empty cache
 * would turn the tool the API answered into a not-found page.
 */
export function watchTool(toolId: string, onChange: (tool: Tool | undefined) => void) {
  return watch(doc(typedCollection(firestore, 'tools'), toolId), (snapshot) => {
    if (snapshot.exists()) onChange(withId(snapshot));
    else if (!snapshot.metadata.fromCache) onChange(undefined);
  });
}
