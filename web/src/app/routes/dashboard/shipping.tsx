import { ShippingZones } from '@/features/admin/components/shipping-zones';

export default function Page() {
  return <ShippingZones />;
}
