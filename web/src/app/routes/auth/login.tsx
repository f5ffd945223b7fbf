import Container from '@mui/material/Container';
import { titleMeta } from '@/components/seo/page-meta';
import { LoginForm } from '@/features/auth/components/login-form';

export const meta = titleMeta('Login');

export default function Page() {
  return (
    <Container component="main" sx={{ py: 6 }}>
      <LoginForm />
    </Container>
  );
}
