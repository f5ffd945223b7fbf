import { ShippingZones } from '@/features/admin/components/shipping-zones';

export function Component() {
  return <ShippingZones />;
}
