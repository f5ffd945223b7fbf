import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput, User } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';
import { withFirestore } from '@/lib/firestore-later';
import { loadFirebase } from '@/lib/session';

/** GET /user/{email}: the signed-in user's profile as the server has it. */
const profileQuery = (email: string) =>
  queryOptions({
    queryKey: ['profile', email],
    queryFn: () => apiFetch<User>(`/user/${encodeURIComponent(email)}`, { protected: true }),
  });

/** Read through the API, so that My Profile needs no Firestore SDK. */
export function useProfile(email: string) {
  const { isPending, data } = useQuery(profileQuery(email));
  return { loading: isPending, data };
}

/** Loads what a save needs (Firestore's SDK) ahead of it, once the person starts editing. */
const loadSave = () => withFirestore(() => import('./save-profile'));
export const prepareSave = () => void loadSave();

/** A new name also renames the account, and the refreshed ID token carries it to the server. */
export function useUpdateProfile(uid: string, email: string) {
  const client = useQueryClient();
  return async (input: ProfileInput) => {
    const [{ saveProfile }, firestore] = await loadSave();
    const saved = await saveProfile(firestore, uid, input);
    // Cancelled, a read sent before the save cannot put the old profile back.
    const { queryKey } = profileQuery(email);
    await client.cancelQueries({ queryKey });
    client.setQueryData(queryKey, (old) => old && { ...old, ...saved });
    // Auth has answered by now (the form shows after it); taken from its loader, not imported,
    // so that the page's module renders on a server too (My Profile is prerendered).
    const { auth, renameUser } = await loadFirebase();
    const user = auth.currentUser;
    if (user?.uid === uid && user.displayName !== saved.name) await renameUser(user, saved.name);
  };
}
