import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikProps } from 'formik';
import { Link as RouterLink, useLocation } from 'react-router';
import { NOTICE, TEXT } from '@pedalworks/domain/messages';
import { loginSchema, resetPasswordSchema } from '@pedalworks/domain/schemas';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { loginErrorMessage } from '../api/auth-error-message';
import { sendResetEmail } from '../api/send-reset-email';
import { signInWithEmail, type LoginInput } from '../api/sign-in-with-email';
import { AuthCard } from './auth-card';
import { CredentialFields } from './credential-fields';
import { useSignInAction } from '../hooks/use-sign-in-action';

const initialValues: LoginInput = { email: '', password: '', remember: true };

export function LoginForm() {
  // The page the guard remembered goes along to the other form.
  const location = useLocation();
  const onSubmit = useSignInAction(signInWithEmail, loginErrorMessage);

  // Forgot password: 'Please enter your email' when empty, else 'Sent Email' (an error-style toast).
  const onForgetPassword = async (email: string) => {
    try {
      await resetPasswordSchema.validate({ email });
    } catch (error) {
      toast((error as Error).message, 'error');
      return;
    }
    try {
      await sendResetEmail(email);
      toast(NOTICE.resetEmailSent, 'error');
    } catch (error) {
      toast(loginErrorMessage(error), 'error');
    }
  };

  return (
    <AuthCard
      title="Login"
      footer={
        <>
          New here?{' '}
          <Link component={RouterLink} to={paths.signup} state={location.state as unknown}>
            Create an account
          </Link>
        </>
      }
    >
      <Formik initialValues={initialValues} validationSchema={loginSchema} onSubmit={onSubmit}>
        {({ isSubmitting, values, setFieldValue }: FormikProps<LoginInput>) => (
          <Form noValidate>
            <Stack spacing={2}>
              <CredentialFields />
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <FormControlLabel
                  label="Remember me"
                  control={
                    <Checkbox
                      name="remember"
                      checked={values.remember}
                      onChange={(event) => void setFieldValue('remember', event.target.checked)}
                    />
                  }
                />
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => void onForgetPassword(values.email)}
                >
                  {TEXT.forgetPassword}
                </Link>
              </Stack>
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                Login
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
