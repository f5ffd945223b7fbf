import { Button, Grid, TextField } from '@mui/material';
import { useFormik } from 'formik';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { profileSchema } from '@pedalworks/domain/schemas';
import { PROFILE_FIELDS, type ProfileInput, type User } from '@pedalworks/domain/types';
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
  const form = useFormik<ProfileInput>({
    initialValues: Object.fromEntries(
      PROFILE_FIELDS.map((field) => [field, profile?.[field] ?? '']),
    ) as ProfileInput,
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: (values) => notify(() => update(values), NOTICE.profileUpdated, NOTICE.profileFailed),
  });
  const field = (name: keyof ProfileInput) => {
    const error = form.touched[name] ? form.errors[name] : undefined;
    return (
      <Grid key={name} size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          label={LABELS[name]}
          {...form.getFieldProps(name)}
          error={Boolean(error)}
          helperText={error ?? ' '}
        />
      </Grid>
    );
  };
  return (
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
        <TextField
          fullWidth
          label={DASHBOARD_TEXT.email}
          value={email}
          slotProps={{ input: { readOnly: true } }}
          helperText=" "
        />
      </Grid>
      {PROFILE_FIELDS.filter((name) => name !== 'name').map(field)}
      <Grid size={12}>
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          {DASHBOARD_TEXT.update}
        </Button>
      </Grid>
    </Grid>
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
