import { Suspense, lazy, useEffect } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useProfile } from '../api/use-profile';

/** The form's module (formik), fetched while the profile is read, not before the banner. */
const loadFields = () => import('./profile-fields');
const ProfileFields = lazy(() =>
  loadFields().then((module) => ({ default: module.ProfileFields })),
);

/** My Profile's update form, prefilled from the stored profile. */
export function ProfileForm({ uid, email }: { uid: string; email: string }) {
  const { loading, data } = useProfile(email);
  useEffect(() => {
    void loadFields();
  }, []);
  return (
    <Suspense fallback={<PageSpinner />}>
      {loading ? (
        <PageSpinner />
      ) : (
        <ProfileFields profile={data} email={data?.email ?? email} uid={uid} />
      )}
    </Suspense>
  );
}
