import { useTheme } from '@mui/material/styles';
import type { Appearance } from '@stripe/stripe-js';
import { useMemo } from 'react';

/** Stripe Elements in the shop's theme (the payment page and Pay all's). */
export function useStripeAppearance(): Appearance {
  const theme = useTheme();
  return useMemo<Appearance>(
    () => ({
      theme: 'stripe',
      variables: {
        fontSizeBase: '16px',
        fontFamily: theme.typography.fontFamily,
        colorPrimary: theme.palette.primary.main,
        colorText: theme.palette.text.primary,
        colorDanger: theme.palette.error.main,
      },
    }),
    [theme],
  );
}
