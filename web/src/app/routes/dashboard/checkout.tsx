import { Alert, Card, CardContent, Container, Grid, Typography } from '@mui/material';
import { CHECKOUT_TEXT } from '@pedalworks/domain/payments';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useNewCheckout } from '@/features/checkout/api/checkout';
import { CheckoutLines } from '@/features/checkout/components/checkout-lines';
import { CheckoutPanel } from '@/features/checkout/components/checkout-panel';
import { useCurrentUser } from '@/lib/session';

/** Pay all: the server makes the checkout from the stored orders; a refusal shows in its words. */
export function Component() {
  const { user } = useCurrentUser();
  const { checkout, applyCode } = useNewCheckout(Boolean(user));
  let body;
  if (checkout.isError) {
    body = <Alert severity="warning">{checkout.error.message}</Alert>;
  } else if (!checkout.data) {
    body = <PageSpinner />;
  } else {
    body = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card component="section" aria-label={CHECKOUT_TEXT.yourOrders}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {CHECKOUT_TEXT.yourOrders}
              </Typography>
              <CheckoutLines checkout={checkout.data} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <CheckoutPanel checkout={checkout.data} onApplyCode={applyCode} />
        </Grid>
      </Grid>
    );
  }
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {CHECKOUT_TEXT.heading}
      </Typography>
      {body}
    </Container>
  );
}
