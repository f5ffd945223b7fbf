import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { Link as RouterLink, useLocation } from 'react-router';
import { NOTICE } from '@pedalworks/domain/messages';
import { signupSchema } from '@pedalworks/domain/schemas';
import { FormikField } from '@/components/form/formik-field';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { signupErrorMessage } from '../api/auth-error-message';
import { signUp, type SignupInput } from '../api/sign-up';
import { AuthCard } from './auth-card';
import { CredentialFields } from './credential-fields';
import { useSignInAction } from '../hooks/use-sign-in-action';

const initialValues: SignupInput = { name: '', email: '', password: '' };

export function SignupForm() {
  // The page the guard remembered goes along to the other form.
  const location = useLocation();
  // Sign-up sends the verification e-mail: say so.
  const onSubmit = useSignInAction(async (input: SignupInput) => {
    await signUp(input);
    toast(NOTICE.verificationSent(input.email.trim()), 'info');
  }, signupErrorMessage);

  return (
    <AuthCard
      title="Sign Up"
      footer={
        <>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login} state={location.state as unknown}>
            Login
          </Link>
        </>
      }
    >
      <Formik initialValues={initialValues} validationSchema={signupSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack spacing={2}>
              <FormikField name="name" label="Name" autoComplete="name" />
              <CredentialFields newPassword />
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                Sign Up
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
