import Container from '@mui/material/Container';
import { titleMeta } from '@/components/seo/page-meta';
import { SignupForm } from '@/features/auth/components/signup-form';

export const meta = titleMeta('Sign Up');

export default function Page() {
  return (
    <Container component="main" sx={{ py: 6 }}>
      <SignupForm />
    </Container>
  );
}
