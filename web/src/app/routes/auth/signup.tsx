import Container from '@mui/material/Container';
import { pageTitle } from '@pedalworks/domain/format';
import { SignupForm } from '@/features/auth/components/signup-form';

export function Component() {
  return (
    <Container component="main" sx={{ py: 6 }}>
      <title>{pageTitle('Sign Up')}</title>
      <SignupForm />
    </Container>
  );
}
