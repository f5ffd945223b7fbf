import { apiFetch } from '@/lib/api-client';

/** Admins cancel a held order (POST /manageorder/{id}/cancel): stock back, intent cancelled. */
export const cancelOrder = (orderId: string) =>
  apiFetch<{ modifiedCount: number }>(`/manageorder/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    protected: true,
  });

/** Staff cancel and refund a paid, unshipped order, saying why (POST /manageorder/{id}/refund). */
export const refundOrder = (orderId: string, reason: string) =>
  apiFetch<{ modifiedCount: number }>(`/manageorder/${encodeURIComponent(orderId)}/refund`, {
    method: 'POST',
    protected: true,
    body: { reason },
  });

/** Admins write off an order whose dispute was lost, its units back into stock or not, and why. */
export const writeOffOrder = (orderId: string, restock: boolean, reason: string) =>
  apiFetch<{ modifiedCount: number }>(`/manageorder/${encodeURIComponent(orderId)}/write-off`, {
    method: 'POST',
    protected: true,
    body: { restock, reason },
  });
