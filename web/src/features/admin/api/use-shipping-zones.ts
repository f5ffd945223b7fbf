import { useQuery } from '@tanstack/react-query';
import type { ShippingZone } from '@pedalworks/domain/pricing';
import { apiFetch } from '@/lib/api-client';

/** A zone as the API answers it, with its document id. */
export type StoredZone = ShippingZone & { _id: string };

export const shippingZonesKey = ['shipping-zones'] as const;

/** The shop's shipping zones (GET /shipping-zone; public, read here for the admins' page). */
export function useShippingZones() {
  return useQuery({
    queryKey: shippingZonesKey,
    queryFn: () => apiFetch<StoredZone[]>('/shipping-zone'),
  });
}
