import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { typedCollection } from '@/lib/collections';
import { firestore } from '@/lib/firestore';
import { useLiveDoc } from '@/lib/live';

/** One tool, live, whatever page of a list it is on now. */
export function useLiveTool(toolId: string) {
  const ref = useMemo(() => doc(typedCollection(firestore, 'tools'), toolId), [toolId]);
  return useLiveDoc(ref);
}
