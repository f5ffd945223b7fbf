import { TEXT } from '@pedalworks/domain/messages';
import { SignedIn } from '@/app/guards';
import { FormCard } from '@/components/ui/form-card';
import { ProfileForm } from '@/features/profile/components/profile-form';

/** The banner shows at once; the form once Auth has answered (a visitor goes to /login). */
export function Component() {
  return (
    <FormCard title={TEXT.profileBanner}>
      <SignedIn>{(user) => <ProfileForm uid={user.uid} email={user.email ?? ''} />}</SignedIn>
    </FormCard>
  );
}
