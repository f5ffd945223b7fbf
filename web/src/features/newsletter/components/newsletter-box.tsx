import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useFirestore } from 'reactfire';
import { NEWSLETTER_PROMISES } from '@pedalworks/domain/constants';
import { NOTICE } from '@pedalworks/domain/messages';
import { newsletterSchema } from '@pedalworks/domain/schemas';
import { subscribeToNewsletter } from '../api/subscribe';

export function NewsletterBox() {
  const firestore = useFirestore();
  const { enqueueSnackbar } = useSnackbar();
  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: newsletterSchema,
    onSubmit: async ({ email }, { resetForm }) => {
      try {
        await subscribeToNewsletter(firestore, email);
        enqueueSnackbar(NOTICE.newsletterSubscribed, { variant: 'success' });
        resetForm();
      } catch (error) {
        console.error('Newsletter subscription failed', error);
        enqueueSnackbar(NOTICE.newsletterFailed, { variant: 'error' });
      }
    },
  });
  const error = form.touched.email && form.errors.email;

  return (
    <Paper
      component="section"
      aria-labelledby="newsletter"
      sx={{ p: { xs: 3, md: 6 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Typography id="newsletter" variant="h4" component="h2" gutterBottom>
        Subscribe to our newsletter
      </Typography>
      <Typography sx={{ mb: 3 }}>Workshop tips and new tools, once a month.</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          id="newsletter-email"
          name="email"
          type="email"
          label="Email address"
          value={form.values.email}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={Boolean(error)}
          helperText={error || ' '}
          sx={{ flex: '1 1 260px', bgcolor: 'background.paper', borderRadius: 1 }}
          slotProps={{ formHelperText: { sx: { bgcolor: 'primary.main', m: 0, pt: 0.5 } } }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={form.isSubmitting}
          sx={{ py: 1.8 }}
        >
          Subscribe
        </Button>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        component="ul"
        sx={{ p: 0, mt: 2, listStyle: 'none' }}
      >
        {NEWSLETTER_PROMISES.map((promise) => (
          <Stack key={promise} component="li" direction="row" spacing={1} alignItems="center">
            <CheckCircleIcon fontSize="small" aria-hidden="true" />
            <Typography>{promise}</Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
