import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { NEWSLETTER_PROMISES } from '@pedalworks/domain/constants';
import { NOTICE } from '@pedalworks/domain/messages';
import { FormField } from '@/components/form/form-field';
import { toast } from '@/lib/toast';

/** yup loads on first use, so that the landing page ships neither formik, yup nor Firebase. */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const checks = useRef(0);

  /** Checks run as the user types; only the latest one's answer is shown. */
  const check = async (value: string) => {
    const id = (checks.current += 1);
    const { emailProblem } = await import('../api/check-email');
    const problem = await emailProblem(value);
    if (id === checks.current) setError(problem);
    return problem;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setSubmitting(true);
    try {
      if (await check(email)) return;
      const { subscribeToNewsletter } = await import('../api/subscribe');
      await subscribeToNewsletter(email);
      toast(NOTICE.newsletterSubscribed, 'success');
      setEmail('');
      setTouched(false);
    } catch (failure) {
      console.error('Newsletter subscription failed', failure);
      toast(NOTICE.newsletterFailed, 'error');
    } finally {
      setSubmitting(false);
    }
  };

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
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <FormField
          id="newsletter-email"
          name="email"
          type="email"
          label="Email address"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (touched) void check(event.target.value);
          }}
          onBlur={() => {
            setTouched(true);
            void check(email);
          }}
          error={error ?? undefined}
          touched={touched}
          fullWidth={false}
          sx={{ flex: '1 1 260px' }}
          labelSx={{ color: 'inherit' }}
          helperSx={{ bgcolor: 'primary.main', m: 0, pt: 0.5 }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={submitting}
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
          <Stack
            key={promise}
            component="li"
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <CheckCircleIcon fontSize="small" aria-hidden="true" />
            <Typography>{promise}</Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
