import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SAVE_INTENT_PARAM, SAVED_TEXT, SAVED_TOOLS_MAX } from '@pedalworks/domain/saved';
import type { Tool } from '@pedalworks/domain/types';
import { paths } from '@/config/paths';
import { currentSession, loadFirebase, useCurrentUser } from '@/lib/session';
import { toast } from '@/lib/toast';

/** Saved ids from one Firestore listener, shared while any heart is mounted: never a visitor's. */
interface SavedState {
  uid: string | null;
  /** Null until the first snapshot. */
  ids: ReadonlySet<string> | null;
}

const NONE: SavedState = { uid: null, ids: null };
let state = NONE;
const listeners = new Set<() => void>();
let watched: { uid: string; users: number; stop: () => void } | undefined;

function publish(next: SavedState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function retain(uid: string): () => void {
  if (watched?.uid !== uid) {
    watched?.stop();
    let stop: (() => void) | undefined;
    let stopped = false;
    watched = {
      uid,
      users: 0,
      stop: () => {
        stopped = true;
        stop?.();
      },
    };
    publish({ uid, ids: null });
    void import('./watch-saved').then(({ watchSaved }) => {
      if (!stopped) stop = watchSaved(uid, (ids) => publish({ uid, ids }));
    });
  }
  const current = watched;
  current.users += 1;
  return () => {
    current.users -= 1;
    if (current.users > 0 || watched !== current) return;
    current.stop();
    watched = undefined;
    publish(NONE);
  };
}

/** The ids of the tools the signed-in user saved; undefined for a visitor or until known. */
export function useSavedToolIds(): ReadonlySet<string> | undefined {
  const { user } = useCurrentUser();
  const uid = user?.uid;
  useEffect(() => (uid ? retain(uid) : undefined), [uid]);
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => NONE,
  );
  return uid && current.uid === uid ? (current.ids ?? undefined) : undefined;
}

/** A tool to save, with the variant chosen on its page if any. */
type Named = Pick<Tool, '_id' | 'name'> & { variantId?: string };

/** A full list is refused here with the domain's text; the rules refuse it too. */
export async function setSaved(uid: string, tool: Named, save: boolean): Promise<boolean> {
  const full = state.uid === uid && (state.ids?.size ?? 0) >= SAVED_TOOLS_MAX;
  if (save && full) {
    toast(SAVED_TEXT.full, 'error');
    return false;
  }
  try {
    const { saveTool } = await import('./watch-saved');
    await saveTool(uid, tool._id, save, tool.variantId);
    toast(save ? SAVED_TEXT.saved(tool.name) : SAVED_TEXT.removed(tool.name), 'success');
    return true;
  } catch {
    toast(SAVED_TEXT.failed, 'error');
    return false;
  }
}

/** A visitor goes to /login, which brings them back with `?save=` for SaveIntent to save. */
export function useToggleSaved() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (tool: Named, save: boolean) => {
      // Auth first: a session not yet restored, or signed in elsewhere, needs no sign-in.
      const user = currentSession().user ?? (await loadFirebase()).auth.currentUser;
      if (user) return setSaved(user.uid, tool, save);
      const search = new URLSearchParams(location.search);
      search.set(SAVE_INTENT_PARAM, tool._id);
      const from = { pathname: location.pathname, search: `?${search}`, hash: location.hash };
      void navigate(paths.login, { state: { from } });
      return false;
    },
    [navigate, location],
  );
}
