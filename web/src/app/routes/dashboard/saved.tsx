import { SavedTools } from '@/features/tools/components/saved-tools';
import { useCurrentUser } from '@/lib/session';

export function Component() {
  const { user } = useCurrentUser();
  return user ? <SavedTools uid={user.uid} /> : null;
}
