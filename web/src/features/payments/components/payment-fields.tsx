import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { ExpressCheckoutElement, PaymentElement } from '@stripe/react-stripe-js';
import type {
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementReadyEvent,
  StripePaymentElementChangeEvent,
} from '@stripe/stripe-js';
import { useState, type ReactNode } from 'react';

interface Props {
  /** Paid or processing: the fields turn read-only, the wallets hide, Pay stays disabled. */
  done: boolean;
  paying: boolean;
  /** Stripe.js and Elements are there. */
  loaded: boolean;
  error: string;
  payLabel: string;
  onPay: (wallet?: StripeExpressCheckoutElementConfirmEvent) => void;
  onChange: (event: StripePaymentElementChangeEvent) => void;
  /** Between the Payment Element and the error (the 'save this card' box). */
  children?: ReactNode;
}

/** For one order or Pay all; the wallets show only when the browser and the intent offer one. */
export function PaymentFields(props: Props) {
  const { done, paying, loaded, error, payLabel, onPay, onChange, children } = props;
  const [ready, setReady] = useState(false);
  const [wallets, setWallets] = useState(false);
  const onWalletsReady = (event: StripeExpressCheckoutElementReadyEvent) =>
    setWallets(event.availablePaymentMethods !== undefined);
  return (
    <>
      <Box hidden={!wallets || done}>
        <ExpressCheckoutElement onReady={onWalletsReady} onConfirm={(event) => onPay(event)} />
        <Divider sx={{ mt: 2 }} />
      </Box>
      <Stack
        component="form"
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          onPay();
        }}
      >
        <PaymentElement
          options={{ layout: 'tabs', readOnly: done }}
          onReady={() => setReady(true)}
          onChange={onChange}
        />
        {children}
        {error && (
          <Typography role="alert" color="error">
            {error}
          </Typography>
        )}
        <Button type="submit" variant="contained" disabled={!loaded || !ready || paying || done}>
          {payLabel}
        </Button>
      </Stack>
    </>
  );
}
