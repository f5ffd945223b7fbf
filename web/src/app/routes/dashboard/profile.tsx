import { ProfileForm } from '@/features/profile/components/profile-form';
import { useCurrentUser } from '@/lib/session';

export function Component() {
  const { user } = useCurrentUser();
  return user ? <ProfileForm uid={user.uid} email={user.email ?? ''} /> : null;
}
