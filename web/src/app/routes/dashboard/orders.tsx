import { MyOrders } from '@/features/orders/components/my-orders';
import { useCurrentUser } from '@/lib/session';

export function Component() {
  const { user } = useCurrentUser();
  return user ? <MyOrders uid={user.uid} /> : null;
}
