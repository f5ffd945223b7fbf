import { Box, Stack, Typography } from '@mui/material';
import type { User } from 'firebase/auth';
import { Suspense, lazy, memo } from 'react';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { SignedIn } from '@/app/guards';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useOrderCount } from '@/features/orders/api/order-count';
import { useCurrentUser } from '@/lib/session';

/** The live list (and Firestore's SDK), fetched once Auth knows the user: its reads need them. */
const MyOrders = lazy(() =>
  import('@/features/orders/components/my-orders').then((module) => ({
    default: module.MyOrders,
  })),
);

/** The list, once Auth has answered: one function for every render, as MyOrders is memoised. */
const signedInOrders = (signedIn: User) => (
  <Suspense fallback={<PageSpinner />}>
    <MyOrders uid={signedIn.uid} />
  </Suspense>
);

/** The cart's header; memoised, it renders again only when the count changed. */
const CartHeader = memo(function CartHeader({ count }: { count: number | null }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <Box>
        <Typography variant="h5" component="h1">
          {TEXT.customersCart}
        </Typography>
        <Typography color="textSecondary">
          {TEXT.orderCount} {count ?? ''}
        </Typography>
      </Box>
      <Typography color="textSecondary">{DASHBOARD_TEXT.cartDate}</Typography>
    </Stack>
  );
});

/** My Orders: the cart's header at once, its orders once Auth has answered. */
export function Component() {
  const { user } = useCurrentUser();
  const count = useOrderCount(user?.uid);
  return (
    <Stack spacing={2}>
      <CartHeader count={count} />
      <SignedIn>{signedInOrders}</SignedIn>
    </Stack>
  );
}
