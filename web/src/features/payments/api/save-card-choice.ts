import { apiFetch } from '@/lib/api-client';

/** PUT /payment-session/{orderId} { saveCard }: the server sets the intent's setup_future_usage. */
export async function saveCardChoice(orderId: string, saveCard: boolean): Promise<void> {
  await apiFetch(`/payment-session/${encodeURIComponent(orderId)}`, {
    method: 'PUT',
    body: { saveCard },
    protected: true,
  });
}
