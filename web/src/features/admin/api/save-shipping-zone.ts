import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingZone } from '@pedalworks/domain/pricing';
import { apiFetch } from '@/lib/api-client';
import { shippingZonesKey, type StoredZone } from './use-shipping-zones';

/** Adds or replaces a zone; the server refuses a country named twice or a second fallback. */
export function useSaveShippingZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, zone }: { id?: string; zone: ShippingZone }) =>
      apiFetch<StoredZone>(id ? `/shipping-zone/${encodeURIComponent(id)}` : '/shipping-zone', {
        method: id ? 'PUT' : 'POST',
        body: zone,
        protected: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: shippingZonesKey }),
  });
}
