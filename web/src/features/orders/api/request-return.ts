import type { ReturnReason, SpecOrder } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';

/** The customer asks to return a shipped order (POST /order/{id}/return). */
export const requestReturn = (orderId: string, body: { reason: ReturnReason; comment: string }) =>
  apiFetch<SpecOrder>(`/order/${encodeURIComponent(orderId)}/return`, {
    method: 'POST',
    protected: true,
    body,
  });
