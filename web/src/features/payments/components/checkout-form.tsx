import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import type { Order } from '@pedalworks/domain/types';
import { specFields } from '@pedalworks/domain/orders';
import { orderLineName } from '@pedalworks/domain/order-line';
import { paths } from '@/config/paths';
import { confirmOrderPayment } from '../api/confirm-order-payment';
import { saveCardChoice } from '../api/save-card-choice';
import { PaymentForm } from './payment-form';
import { PaymentSection } from './payment-section';

interface Props {
  order: Order;
  billing: { name: string; email: string };
}

/** The live order turns the page to paid when Stripe's webhook records it. */
export function CheckoutForm({ order, billing }: Props) {
  const [processing, setProcessing] = useState(false);
  const [transactionId, setTransactionId] = useState<string | null>(order.transactionId);
  const paid = specFields(order).paid || transactionId !== null;

  return (
    <PaymentSection>
      <PaymentForm
        payLabel={DASHBOARD_TEXT.pay}
        returnPath={paths.paymentResult(order._id)}
        saveCard={(save) => saveCardChoice(order._id, save)}
        billing={billing}
        done={paid || processing}
        onConfirmed={async (intent) => {
          if (intent.status === 'processing') setProcessing(true);
          if (intent.status !== 'succeeded') return;
          setTransactionId(intent.id);
          await confirmOrderPayment(order._id, intent.id);
        }}
      />
      {processing && !paid && (
        <Alert severity="info" role="status">
          {TEXT.paymentProcessing(orderLineName(order))}
        </Alert>
      )}
      {paid && (
        <Alert severity="success">
          <Typography>{TEXT.paymentCompleted(orderLineName(order))}</Typography>
          <Typography>
            {DASHBOARD_TEXT.transactionId}: <strong>{transactionId ?? order.transactionId}</strong>
          </Typography>
        </Alert>
      )}
    </PaymentSection>
  );
}
