import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DASHBOARD_TEXT, PAGE_ERROR, TEXT } from '@pedalworks/domain/messages';
import { PAYMENT_TEXT, paymentErrorText } from '@pedalworks/domain/payments';
import { specFields } from '@pedalworks/domain/orders';
import type { Order } from '@pedalworks/domain/types';
import { orderLineName } from '@pedalworks/domain/order-line';
import { paths } from '@/config/paths';
import { usePaymentStatus } from '../api/use-payment-status';

/** From the live order and the server's reading of the intent, never from the URL. */
export function PaymentResult({ order }: { order: Order }) {
  const status = usePaymentStatus(order._id);
  const tryAgain = (
    <Button variant="contained" component={RouterLink} to={paths.payment(order._id)}>
      {PAYMENT_TEXT.tryAgain}
    </Button>
  );
  let outcome;
  const { paid } = specFields(order);
  const transactionId = paid ? order.transactionId : status.data?.transactionId;
  if (paid || status.data?.status === 'succeeded') {
    outcome = (
      <Alert severity="success">
        <Typography>{TEXT.paymentCompleted(orderLineName(order))}</Typography>
        <Typography>
          {DASHBOARD_TEXT.transactionId}: <strong>{transactionId}</strong>
        </Typography>
      </Alert>
    );
  } else if (status.isError) {
    outcome = <Alert severity="error">{PAGE_ERROR.pageFailed}</Alert>;
  } else if (!status.data) {
    outcome = <Typography role="status">{PAYMENT_TEXT.checking}</Typography>;
  } else if (status.data.status === 'processing') {
    outcome = (
      <Alert severity="info" role="status">
        {TEXT.paymentProcessing(orderLineName(order))}
      </Alert>
    );
  } else {
    const failed = status.data.status === 'failed';
    outcome = (
      <>
        <Alert severity={failed ? 'error' : 'warning'}>
          {failed ? paymentErrorText(status.data.error ?? {}) : PAYMENT_TEXT.notPaid}
        </Alert>
        {tryAgain}
      </>
    );
  }
  return (
    <Card component="section" aria-label={PAYMENT_TEXT.resultTitle}>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2">
            {PAYMENT_TEXT.resultTitle}
          </Typography>
          {outcome}
        </Stack>
      </CardContent>
    </Card>
  );
}
