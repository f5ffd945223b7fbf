import { Container } from '@mui/material';
import { useParams } from 'react-router';
import { PaymentResult } from '@/features/payments/components/payment-result';

/** Pay all's return_url: the one result page, of a checkout. */
export default function Page() {
  const { id = '' } = useParams();
  return (
    <Container sx={{ py: 4 }}>
      <PaymentResult checkoutId={id} />
    </Container>
  );
}
