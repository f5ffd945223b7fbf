import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckoutLine,
  CheckoutPrice,
  CheckoutResponse,
  PaymentIntentResponse,
  PaymentSessionResponse,
  ReceiptResponse,
} from '@pedalworks/domain/types';
import { ApiError, apiFetch } from '@/lib/api-client';
import { shouldRetry } from '@/lib/react-query';

/** What the payment page pays: the server's checkout of one order, or of all held ones. */
export interface OpenCheckout {
  checkoutId: string;
  /** Pay all's orders (one order's page shows the order itself). */
  lines: CheckoutLine[];
  price: CheckoutPrice;
  /** Null once the checkout was paid or ended meanwhile. */
  clientSecret: string | null;
  /** Shows the customer's saved cards; without one they pay by a new card. */
  customerSessionClientSecret?: string;
}

export type Quote = Pick<OpenCheckout, 'lines' | 'price'>;

export type CheckoutState =
  | { status: 'loading' }
  | { status: 'ready'; checkout: OpenCheckout }
  /** The server has no Stripe key: its 503 still quotes the whole price. */
  | { status: 'not-configured'; quote: Quote }
  /** The server's refusal in the domain's words (a code that does not apply, too few orders…). */
  | { status: 'refused'; message: string }
  | { status: 'failed' };

const checkoutKey = (orderId: string | undefined, code: string | null) =>
  ['checkout', 'open', orderId ?? 'all', code] as const;

/** One order: the spec's POST /create-payment-intent, then its customer session. */
async function openOrderCheckout(orderId: string, code: string | null): Promise<OpenCheckout> {
  const intent = await apiFetch<PaymentIntentResponse>('/create-payment-intent', {
    method: 'POST',
    body: code ? { order: orderId, code } : { order: orderId },
    protected: true,
  });
  const session = await apiFetch<PaymentSessionResponse>(
    `/payment-session/${encodeURIComponent(orderId)}`,
    { method: 'POST', protected: true },
  ).catch((error: unknown) => void console.error(error));
  return {
    checkoutId: intent.checkoutId ?? '',
    lines: [],
    price: intent.price!,
    clientSecret: intent.clientSecret,
    customerSessionClientSecret: session?.customerSessionClientSecret,
  };
}

/** Asking again is safe: the same orders and code answer the same checkout and intent. */
const openCheckout = (orderId: string | undefined, code: string | null) =>
  orderId
    ? openOrderCheckout(orderId, code)
    : apiFetch<CheckoutResponse>('/checkout', {
        method: 'POST',
        body: code ? { code } : {},
        protected: true,
      });

const quoteOf = (error: unknown): Quote | undefined => {
  const { price, lines } = error instanceof ApiError ? error.details : {};
  return price
    ? { price: price as CheckoutPrice, lines: (lines ?? []) as CheckoutLine[] }
    : undefined;
};

/** 503 with a quote: card payments are not set up; 409 and 429 are refusals in words. */
export function useOpenCheckout(
  orderId: string | undefined,
  code: string | null,
  enabled: boolean,
): CheckoutState {
  const checkout = useQuery({
    queryKey: checkoutKey(orderId, code),
    queryFn: () => openCheckout(orderId, code),
    retry: (failures, error) => !quoteOf(error) && shouldRetry(failures, error),
    enabled,
    staleTime: Infinity,
    // A customer session is good for one page: a new one each time the page opens.
    gcTime: 0,
  });
  if (checkout.isSuccess) return { status: 'ready', checkout: checkout.data };
  if (!checkout.isError) return { status: 'loading' };
  const { error } = checkout;
  const quote = quoteOf(error);
  if (quote) return { status: 'not-configured', quote };
  if (error instanceof ApiError && [403, 409, 429].includes(error.status)) {
    return { status: 'refused', message: error.message };
  }
  return { status: 'failed' };
}

/** A code that does not apply is refused (thrown) and changes nothing; one that does is kept. */
export function useApplyCode(orderId: string | undefined) {
  const client = useQueryClient();
  return async (code: string) => {
    try {
      client.setQueryData(checkoutKey(orderId, code), await openCheckout(orderId, code));
    } catch (error) {
      // Quoted with the code but not payable here: the page asks again and shows that quote.
      if (!quoteOf(error)) throw error;
    }
  };
}

/** GET /checkout/{id}: the server's record of the checkout ('' for none), the one status read. */
export function useCheckout(checkoutId: string) {
  return useQuery({
    enabled: checkoutId !== '',
    queryKey: ['checkout', checkoutId],
    queryFn: () =>
      apiFetch<CheckoutResponse>(`/checkout/${encodeURIComponent(checkoutId)}`, {
        protected: true,
      }),
    retry: shouldRetry,
    // While the bank processes it: its outcome is on its way.
    refetchInterval: (query) =>
      query.state.data?.status === 'open' && query.state.data.processing ? 2000 : false,
  });
}

export function useReceipt(paymentId: string) {
  return useQuery({
    queryKey: ['receipt', paymentId],
    queryFn: () =>
      apiFetch<ReceiptResponse>(`/receipt/${encodeURIComponent(paymentId)}`, { protected: true }),
    retry: shouldRetry,
  });
}

/** PUT /checkout/{id}/save-card { saveCard }: the server sets the intent's setup_future_usage. */
export async function saveCheckoutCard(checkoutId: string, saveCard: boolean): Promise<void> {
  await apiFetch(`/checkout/${encodeURIComponent(checkoutId)}/save-card`, {
    method: 'PUT',
    body: { saveCard },
    protected: true,
  });
}
