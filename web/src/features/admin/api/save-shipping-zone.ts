import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingZone } from '@pedalworks/domain/pricing';
import { apiFetch } from '@/lib/api-client';
import { shippingZonesKey, type StoredZone } from './use-shipping-zones';

/**
 * Adds a zone (POST /shipping-zone) or replaces one (PUT /shipping-zone/{id}), admins only; the
 * list is read again afterwards. The server refuses a country another zone names, or a second
 * fallback, with the domain's words (409).
 */
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
