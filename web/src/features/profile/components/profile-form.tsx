import { Button, Grid } from '@mui/material';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useMemo } from 'react';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { profileSchema } from '@pedalworks/domain/schemas';
import { PROFILE_FIELDS, type ProfileInput, type User } from '@pedalworks/domain/types';
import { FormField } from '@/components/form/form-field';
import { FormikField } from '@/components/form/formik-field';
import { FormCard } from '@/components/ui/form-card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useNotify } from '@/lib/notify';
import { useProfile, useUpdateProfile } from '../api/use-profile';

const LABELS: Record<keyof ProfileInput, string> = {
  name: DASHBOARD_TEXT.name,
  education: DASHBOARD_TEXT.education,
  linkedin: DASHBOARD_TEXT.linkedin,
  phone: DASHBOARD_TEXT.phone,
  city: DASHBOARD_TEXT.city,
  district: DASHBOARD_TEXT.district,
};

function ProfileFields({ profile, email, uid }: { profile?: User; email: string; uid: string }) {
  const update = useUpdateProfile(uid);
  const notify = useNotify();
  const stored = useMemo(
    () =>
      Object.fromEntries(
        PROFILE_FIELDS.map((field) => [field, profile?.[field] ?? '']),
      ) as ProfileInput,
    [profile],
  );
  const form = useFormik<ProfileInput>({
    initialValues: stored,
    validationSchema: profileSchema,
    onSubmit: async (values, helpers) => {
      if (await notify(() => update(values), NOTICE.profileUpdated, NOTICE.profileFailed)) {
        helpers.resetForm({ values });
      }
    },
  });
  // The form follows the live profile only while the person has not edited it: a snapshot that
  // arrives while they type (the first one, late, or another tab's save) never wipes their input.
  const { dirty, resetForm } = form;
  useEffect(() => {
    if (!dirty) resetForm({ values: stored });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new profile resets the form
  }, [stored]);
  const field = (name: keyof ProfileInput) => (
    <Grid key={name} size={{ xs: 12, sm: 6 }}>
      <FormikField name={name} label={LABELS[name]} />
    </Grid>
  );
  return (
    <FormikProvider value={form}>
      <Grid
        container
        spacing={2}
        component="form"
        aria-label={DASHBOARD_TEXT.myProfile}
        noValidate
        onSubmit={form.handleSubmit}
      >
        {field('name')}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormField name="email" label={DASHBOARD_TEXT.email} value={email} readOnly />
        </Grid>
        {PROFILE_FIELDS.filter((name) => name !== 'name').map(field)}
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {DASHBOARD_TEXT.update}
          </Button>
        </Grid>
      </Grid>
    </FormikProvider>
  );
}

/** My Profile: the banner and the update form, prefilled from the live profile document. */
export function ProfileForm({ uid, email }: { uid: string; email: string }) {
  const { status, data } = useProfile(uid);
  return (
    <FormCard title={TEXT.profileBanner}>
      {status === 'loading' ? (
        <PageSpinner />
      ) : (
        <ProfileFields profile={data} email={data?.email ?? email} uid={uid} />
      )}
    </FormCard>
  );
}
