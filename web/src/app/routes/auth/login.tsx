import Container from '@mui/material/Container';
import { pageTitle } from '@pedalworks/domain/format';
import { LoginForm } from '@/features/auth/components/login-form';

export function Component() {
  return (
    <Container component="main" sx={{ py: 6 }}>
      <title>{pageTitle('Login')}</title>
      <LoginForm />
    </Container>
  );
}
