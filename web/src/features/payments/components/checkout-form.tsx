import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { useState } from 'react';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import type { Order } from '@pedalworks/domain/types';
import { specFields } from '@pedalworks/domain/orders';
import { confirmOrderPayment } from '../api/confirm-order-payment';

interface Props {
  order: Order;
  clientSecret: string | null;
  billing: { name: string; email: string };
}

/**
 * The card box and Pay. Pay stays disabled until Stripe.js and the client secret are ready, and
 * while paying, once paid or while the bank processes the payment. Card errors (Stripe Elements'
 * validation, declines, a failed 3-D Secure challenge, which Stripe.js runs itself) show in red
 * under the card box. A payment still processing says so; the live order turns the page to paid
 * when Stripe's webhook records it.
 */
export function CheckoutForm({ order, clientSecret, billing }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useTheme();
  const [cardError, setCardError] = useState('');
  const [paying, setPaying] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [transactionId, setTransactionId] = useState<string | null>(order.transactionId);
  const paid = specFields(order).paid || transactionId !== null;

  async function pay() {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    setPaying(true);
    setCardError('');
    const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
      payment_method: { card, billing_details: billing },
    });
    setPaying(false);
    if (error) {
      setCardError(error.message ?? '');
      return;
    }
    if (paymentIntent?.status === 'processing') setProcessing(true);
    if (paymentIntent?.status === 'succeeded') {
      setTransactionId(paymentIntent.id);
      await confirmOrderPayment(order._id, paymentIntent.id);
    }
  }

  const onCardChange = (event: StripeCardElementChangeEvent) =>
    setCardError(event.error?.message ?? '');

  return (
    <Card component="section" aria-label={TEXT.cardDetails}>
      <CardContent>
        <Stack
          component="form"
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          <Typography variant="h6" component="h2">
            {TEXT.cardDetails}
          </Typography>
          <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <CardElement
              onChange={onCardChange}
              options={{
                disabled: paid || processing,
                style: {
                  base: {
                    fontSize: '16px',
                    color: theme.palette.text.primary,
                    fontFamily: theme.typography.fontFamily,
                    '::placeholder': { color: theme.palette.text.secondary },
                  },
                  invalid: { color: theme.palette.error.main },
                },
              }}
            />
          </Box>
          {cardError && (
            <Typography role="alert" color="error">
              {cardError}
            </Typography>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={!stripe || !elements || !clientSecret || paying || paid || processing}
          >
            {DASHBOARD_TEXT.pay}
          </Button>
          {processing && !paid && (
            <Alert severity="info" role="status">
              {TEXT.paymentProcessing(order.toolName)}
            </Alert>
          )}
          {paid && (
            <Alert severity="success">
              <Typography>{TEXT.paymentCompleted(order.toolName)}</Typography>
              <Typography>
                {DASHBOARD_TEXT.transactionId}:{' '}
                <strong>{transactionId ?? order.transactionId}</strong>
              </Typography>
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
