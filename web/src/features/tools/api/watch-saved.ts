import { collection, limit, query } from 'firebase/firestore';
import { SAVED_COLLECTIONS, SAVED_TOOLS_MAX } from '@pedalworks/domain/saved';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { firestore } from '@/lib/firestore';
import { watch } from '@/lib/live';
import { setToolSaved } from './saved-writes';

/** The ids of the tools `uid` saved, all of them: at most SAVED_TOOLS_MAX. */
export function watchSaved(uid: string, onChange: (ids: ReadonlySet<string>) => void) {
  return watch(
    query(
      collection(firestore, COLLECTIONS.users, uid, SAVED_COLLECTIONS.saved),
      limit(SAVED_TOOLS_MAX),
    ),
    (snapshot) => onChange(new Set(snapshot.docs.map((saved) => saved.id))),
  );
}

/** setToolSaved on the app's Firestore (this module is loaded on the first click). */
export const saveTool = (uid: string, toolId: string, save: boolean, variantId?: string) =>
  setToolSaved(firestore, uid, toolId, save, variantId);
