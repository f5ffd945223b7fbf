import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { shippingZonesKey } from './use-shipping-zones';

/** Deletes a zone (DELETE /shipping-zone/{id}, admins only); the list is read again afterwards. */
export function useDeleteShippingZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ deletedCount: number }>(`/shipping-zone/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        protected: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: shippingZonesKey }),
  });
}
