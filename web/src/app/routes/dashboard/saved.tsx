import { SavedTools } from '@/features/tools/components/saved-tools';
import { useCurrentUser } from '@/lib/session';

export default function Page() {
  const { user } = useCurrentUser();
  return user ? <SavedTools uid={user.uid} /> : null;
}
