import type { Shipment } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';

/** Neither field removes them; the server records the change on the timeline and mails it. */
export const updateShipment = (orderId: string, shipment: Partial<Shipment>) =>
  apiFetch<{ modifiedCount: number }>(`/manageorder/${encodeURIComponent(orderId)}/tracking`, {
    method: 'PUT',
    protected: true,
    body: shipment,
  });
