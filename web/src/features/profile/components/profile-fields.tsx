import { Button, Grid } from '@mui/material';
import { useFormik } from 'formik';
import { memo, useEffect, useMemo } from 'react';
import { DASHBOARD_TEXT, NOTICE } from '@pedalworks/domain/messages';
import { PROFILE_FIELDS, type ProfileInput, type User } from '@pedalworks/domain/types';
import { FormField } from '@/components/form/form-field';
import { FormikField } from '@/components/form/formik-field';
import { FormikGridForm } from '@/components/form/formik-grid-form';
import { lazyValidation } from '@/components/form/lazy-validation';
import { useNotify } from '@/lib/notify';
import { prepareSave, useUpdateProfile } from '../api/use-profile';

const LABELS: Record<keyof ProfileInput, string> = {
  name: DASHBOARD_TEXT.name,
  education: DASHBOARD_TEXT.education,
  linkedin: DASHBOARD_TEXT.linkedin,
  phone: DASHBOARD_TEXT.phone,
  city: DASHBOARD_TEXT.city,
  district: DASHBOARD_TEXT.district,
};

/** Fetched once editing starts, with what a save needs: not on My Profile's first view. */
const loadSchema = () =>
  import('@pedalworks/domain/schemas').then((module) => module.profileSchema);
const validate = lazyValidation<ProfileInput>(loadSchema);
const prepareEditing = () => {
  prepareSave();
  void loadSchema();
};

/** Memoised, as a change of session re-renders the page at once with the old one. */
export const ProfileFields = memo(function ProfileFields({
  profile,
  email,
  uid,
}: {
  profile?: User;
  email: string;
  uid: string;
}) {
  const update = useUpdateProfile(uid, email);
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
    validate,
    onSubmit: async (values, helpers) => {
      if (await notify(() => update(values), NOTICE.profileUpdated, NOTICE.profileFailed)) {
        helpers.resetForm({ values });
      }
    },
  });
  // The form follows the stored profile only while the person has not edited it: an answer that
  // arrives while they type (a refetch) never wipes their input.
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
    <FormikGridForm form={form} label={DASHBOARD_TEXT.myProfile} onFocus={prepareEditing}>
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
    </FormikGridForm>
  );
});
