import { Alert, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PAGE_ERROR } from '@pedalworks/domain/messages';
import { CHECKOUT_TEXT, PAYMENT_TEXT, paymentErrorText } from '@pedalworks/domain/payments';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useCheckout } from '@/features/checkout/api/checkout';
import { CheckoutLines } from '@/features/checkout/components/checkout-lines';
import { PriceSummary } from '@/features/payments/components/price-summary';

/** Each order's outcome is the server's record, never the URL's redirect_status; no Stripe.js. */
export function Component() {
  const { id = '' } = useParams();
  const checkout = useCheckout(id);
  let body;
  if (checkout.isError) body = <Alert severity="error">{PAGE_ERROR.pageFailed}</Alert>;
  else if (!checkout.data) body = <PageSpinner />;
  else {
    const { status, error } = checkout.data;
    const refused = status === 'open' && error !== null;
    const canceled = status === 'canceled';
    body = (
      <>
        {refused ? (
          <Alert severity="error">{paymentErrorText(error)}</Alert>
        ) : canceled ? (
          <Alert severity="warning">{CHECKOUT_TEXT.canceled}</Alert>
        ) : (
          <Alert severity={status === 'paid' ? 'success' : 'info'} role="status">
            {status === 'paid' ? CHECKOUT_TEXT.allPaid : CHECKOUT_TEXT.waiting}
          </Alert>
        )}
        <CheckoutLines checkout={checkout.data} outcomes />
        <PriceSummary price={checkout.data.price} />
        {(refused || canceled) && (
          <Button variant="contained" component={RouterLink} to={paths.checkout}>
            {refused ? PAYMENT_TEXT.tryAgain : CHECKOUT_TEXT.startAgain}
          </Button>
        )}
      </>
    );
  }
  return (
    <Container sx={{ py: 4 }}>
      <Card component="section" aria-label={CHECKOUT_TEXT.resultTitle}>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h5" component="h1">
              {CHECKOUT_TEXT.resultTitle}
            </Typography>
            {body}
            <Button component={RouterLink} to={paths.orders}>
              {CHECKOUT_TEXT.backToOrders}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
