import { Box, Button, Link, Rating, Stack, Typography } from '@mui/material';
import { FormikProvider, useFormik } from 'formik';
import { Link as RouterLink } from 'react-router';
import { RATING_MAX } from '@pedalworks/domain/constants';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { reviewSchema } from '@pedalworks/domain/schemas';
import type { Customer } from '@pedalworks/domain/types';
import { paths } from '@/config/paths';
import { shownError } from '@/components/form/form-field';
import { FormikField } from '@/components/form/formik-field';
import { FormCard } from '@/components/ui/form-card';
import { firestore } from '@/lib/firestore';
import { useNotify } from '@/lib/notify';
import { addReview } from '../api/add-review';

/** 'Your opinion matters to us!': a 1-5 rating and a review text. */
export function ReviewForm({ author }: { author: Customer }) {
  const notify = useNotify();
  const form = useFormik<{ rate: number | null; review: string }>({
    initialValues: { rate: null, review: '' },
    validationSchema: reviewSchema,
    onSubmit: async (values, { resetForm }) => {
      const input = { rate: Number(values.rate), review: values.review };
      const added = await notify(
        () => addReview(firestore, author, input),
        NOTICE.reviewThanks(author.name),
        NOTICE.reviewFailed,
      );
      if (added) resetForm();
    },
  });
  const rateError = shownError(form.touched.rate, form.errors.rate);
  return (
    <FormCard title={TEXT.reviewHeading} sx={{ maxWidth: 560, mx: 'auto' }}>
      <FormikProvider value={form}>
        <Stack
          component="form"
          aria-label={TEXT.reviewHeading}
          noValidate
          spacing={2}
          onSubmit={form.handleSubmit}
        >
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend">{TEXT.rateOurServices}</Typography>
            <Rating
              name="rate"
              max={RATING_MAX}
              value={form.values.rate}
              onChange={(_, value) => {
                void form.setFieldValue('rate', value);
                void form.setFieldTouched('rate', true, false);
              }}
            />
            {rateError && (
              <Typography variant="caption" color="error" component="p" role="alert">
                {rateError}
              </Typography>
            )}
          </Box>
          <FormikField name="review" label={DASHBOARD_TEXT.review} multiline minRows={4} />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={form.isSubmitting}>
              {DASHBOARD_TEXT.submit}
            </Button>
            <Link component={RouterLink} to={paths.home}>
              {TEXT.maybeLater}
            </Link>
          </Stack>
        </Stack>
      </FormikProvider>
    </FormCard>
  );
}
