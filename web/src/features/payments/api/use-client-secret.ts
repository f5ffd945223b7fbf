import { useEffect, useState } from 'react';
import type { PaymentIntentResponse } from '@pedalworks/domain/types';
import { ApiError, apiFetch } from '@/lib/api-client';

export type ClientSecretState =
  | { status: 'loading' }
  | { status: 'ready'; clientSecret: string }
  | { status: 'not-configured' }
  | { status: 'failed' };

/**
 * POST /create-payment-intent for an unpaid order. The server prices the order itself; a
 * failure is not surfaced (spec section 8) beyond keeping Pay disabled, except that a 503 means
 * card payments are not set up, which the page says.
 */
export function useClientSecret(orderId: string, enabled: boolean): ClientSecretState {
  const [state, setState] = useState<{ orderId: string; value: ClientSecretState } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    apiFetch<PaymentIntentResponse>('/create-payment-intent', {
      method: 'POST',
      body: { order: orderId },
      protected: true,
    })
      .then(({ clientSecret }) => ({ status: 'ready' as const, clientSecret }))
      .catch((error: unknown) => {
        console.error(error);
        return error instanceof ApiError && error.status === 503
          ? { status: 'not-configured' as const }
          : { status: 'failed' as const };
      })
      .then((value) => current && setState({ orderId, value }));
    return () => {
      current = false;
    };
  }, [orderId, enabled]);

  return state?.orderId === orderId ? state.value : { status: 'loading' };
}
