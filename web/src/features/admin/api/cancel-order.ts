import { apiFetch } from '@/lib/api-client';

/** Admins cancel a held order (POST /manageorder/{id}/cancel): stock back, intent cancelled. */
export const cancelOrder = (orderId: string) =>
  apiFetch<{ modifiedCount: number }>(`/manageorder/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    protected: true,
  });

/** Admins cancel and refund a paid, unshipped order (POST /manageorder/{id}/refund). */
export const refundOrder = (orderId: string) =>
  apiFetch<{ modifiedCount: number }>(`/manageorder/${encodeURIComponent(orderId)}/refund`, {
    method: 'POST',
    protected: true,
  });

/** Admins write off an order whose dispute was lost, its units back into stock or not. */
export const writeOffOrder = (orderId: string, restock: boolean) =>
  apiFetch<{ modifiedCount: number }>(`/manageorder/${encodeURIComponent(orderId)}/write-off`, {
    method: 'POST',
    protected: true,
    body: { restock },
  });
