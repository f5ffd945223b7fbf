import type { User } from 'firebase/auth';
import { TEXT } from '@pedalworks/domain/messages';
import { SignedIn } from '@/app/guards';
import { FormCard } from '@/components/ui/form-card';
import { PaymentMethods } from '@/features/payment-methods/components/payment-methods';
import { ProfileForm } from '@/features/profile/components/profile-form';

/** The form and the saved cards, once Auth has answered: one function for every render. */
const signedInForm = (user: User) => (
  <>
    <ProfileForm uid={user.uid} email={user.email ?? ''} />
    <PaymentMethods />
  </>
);

/** The banner shows at once; the form once Auth has answered (a visitor goes to /login). */
export default function Page() {
  return (
    <FormCard title={TEXT.profileBanner}>
      <SignedIn>{signedInForm}</SignedIn>
    </FormCard>
  );
}
