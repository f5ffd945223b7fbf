import { Container } from '@mui/material';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { useCurrentUser } from '@/lib/session';
import { customerOf } from '@/lib/customer';

export default function Page() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Container component="main" sx={{ py: 4 }}>
      <ReviewForm author={customerOf(user)} />
    </Container>
  );
}
