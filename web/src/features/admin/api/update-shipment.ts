import type { Shipment } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';

/**
 * Admins correct a shipped order's carrier and tracking number, or remove them with neither
 * (PUT /manageorder/{id}/tracking); the server records it on the timeline and mails the customer.
 */
export const updateShipment = (orderId: string, shipment: Partial<Shipment>) =>
  apiFetch<{ modifiedCount: number }>(`/manageorder/${encodeURIComponent(orderId)}/tracking`, {
    method: 'PUT',
    protected: true,
    body: shipment,
  });
