import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { receiptLineLabel } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, PAGE_ERROR, TEXT } from '@pedalworks/domain/messages';
import { specFields } from '@pedalworks/domain/orders';
import { orderLineName } from '@pedalworks/domain/order-line';
import { CHECKOUT_TEXT, PAYMENT_TEXT, paymentErrorText } from '@pedalworks/domain/payments';
import type { Order } from '@pedalworks/domain/types';
import { paths } from '@/config/paths';
import { useCheckout } from '../api/checkout';
import { CheckoutLines } from './checkout-lines';
import { PriceSummary } from './price-summary';

/**
 * The one result page, of one order or Pay all, and where Stripe's return_url leads. The outcome
 * is the server's reading of the checkout (and the live order), never the URL's redirect_status;
 * it loads no Stripe.js.
 */
export function PaymentResult({ checkoutId, order }: { checkoutId: string; order?: Order }) {
  const checkout = useCheckout(checkoutId);
  const data = checkoutId ? checkout.data : undefined;
  const single = order !== undefined || data?.lines.length === 1;
  const name = order ? orderLineName(order) : data ? receiptLineLabel(data.lines[0]!) : '';
  const payPath = single && order ? paths.payment(order._id) : paths.checkout;
  let outcome;
  const paidHere = order && specFields(order).paid;
  if (paidHere || data?.status === 'paid') {
    outcome = (
      <Alert severity="success">
        {single ? (
          <>
            <Typography>{TEXT.paymentCompleted(name)}</Typography>
            <Typography>
              {DASHBOARD_TEXT.transactionId}:{' '}
              <strong>{paidHere ? order.transactionId : data?.transactionId}</strong>
            </Typography>
          </>
        ) : (
          CHECKOUT_TEXT.allPaid
        )}
      </Alert>
    );
  } else if (checkoutId && checkout.isError) {
    outcome = <Alert severity="error">{PAGE_ERROR.pageFailed}</Alert>;
  } else if (checkoutId && !data) {
    outcome = <Typography role="status">{PAYMENT_TEXT.checking}</Typography>;
  } else if (data?.status === 'canceled') {
    outcome = <Retry severity="warning" text={CHECKOUT_TEXT.canceled} to={payPath} again />;
  } else if (data?.processing) {
    outcome = (
      <Alert severity="info" role="status">
        {single ? TEXT.paymentProcessing(name) : CHECKOUT_TEXT.waiting}
      </Alert>
    );
  } else {
    const error = data?.error;
    outcome = error ? (
      <Retry severity="error" text={paymentErrorText(error)} to={payPath} />
    ) : (
      <Retry severity="warning" text={PAYMENT_TEXT.notPaid} to={payPath} />
    );
  }
  const title = single ? PAYMENT_TEXT.resultTitle : CHECKOUT_TEXT.resultTitle;
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {/* Pay all's result stands alone: its title is the page's heading. */}
          <Typography variant="h6" component={order ? 'h2' : 'h1'}>
            {title}
          </Typography>
          {outcome}
          {data && !single && <CheckoutLines lines={data.lines} />}
          {data && <PriceSummary price={data.price} />}
          <Button component={RouterLink} to={paths.orders}>
            {CHECKOUT_TEXT.backToOrders}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Retry({
  severity,
  text,
  to,
  again = false,
}: {
  severity: 'error' | 'warning';
  text: string;
  to: string;
  /** Start again (the checkout ended) rather than try again (it was refused). */
  again?: boolean;
}) {
  return (
    <>
      <Alert severity={severity}>{text}</Alert>
      <Button variant="contained" component={RouterLink} to={to}>
        {again ? CHECKOUT_TEXT.startAgain : PAYMENT_TEXT.tryAgain}
      </Button>
    </>
  );
}
