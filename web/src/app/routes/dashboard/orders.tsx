import { Box, Stack, Typography } from '@mui/material';
import type { User } from 'firebase/auth';
import { Suspense, memo } from 'react';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { SignedIn } from '@/app/guards';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { RouteHandle } from '@/config/routes';
import { myOrdersPath } from '@/features/orders/api/my-orders-path';
import { useOrderCount } from '@/features/orders/api/order-count';
import { renderedUid } from '@/lib/initial-data';
import { preloadable } from '@/lib/preloadable';
import { useCurrentUser } from '@/lib/session';

/**
 * The live list, fetched once Auth knows the user (its reads need the session), or before, on
 * the server, for the customer of the session cookie (then preloaded, so rendered at once).
 */
const MyOrders = preloadable(() =>
  import('@/features/orders/components/my-orders').then((module) => module.MyOrders),
);

/** The server renders the page with the customer's first page of orders, for their session. */
export const handle: RouteHandle = {
  sessionReads: (_url, _params, uid) => [myOrdersPath(uid)],
  preload: MyOrders.preload,
};

/** The list: one function for every render, as MyOrders is memoised. */
const ordersOf = (uid: string) => (
  <Suspense fallback={<PageSpinner />}>
    <MyOrders uid={uid} />
  </Suspense>
);
const signedInOrders = (signedIn: User) => ordersOf(signedIn.uid);

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

/**
 * My Orders: the cart's header at once, its orders once Auth has answered (in the HTML when the
 * server rendered the page for the customer's session cookie).
 */
export function Component() {
  const { user } = useCurrentUser();
  // Before Auth has answered, the count of the customer the server rendered the page for.
  const count = useOrderCount(user?.uid ?? renderedUid());
  return (
    <Stack spacing={2}>
      <CartHeader count={count} />
      <SignedIn rendered={ordersOf}>{signedInOrders}</SignedIn>
    </Stack>
  );
}
