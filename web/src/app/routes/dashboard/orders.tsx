import { Box, Stack, Typography } from '@mui/material';
import { lazy, memo, Suspense, useState } from 'react';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { SignedIn } from '@/app/guards';
import { PageSpinner } from '@/components/ui/page-spinner';
import { currentSession } from '@/lib/session';

const importMyOrders = () => import('@/features/orders/components/my-orders');
let myOrders: ReturnType<typeof importMyOrders> | undefined;
/** One promise for every caller: once settled, the list renders without a Suspense fallback. */
const loadMyOrders = () => (myOrders ??= importMyOrders());

/** The live list, with Firestore; rendered once Auth knows the user, as its reads need one. */
const MyOrders = lazy(() => loadMyOrders().then(({ MyOrders }) => ({ default: MyOrders })));

// With a session, the list loads while Auth restores it (docs/performance.md, 'My Orders').
const session = currentSession();
if (typeof window !== 'undefined' && (session.loading || session.user)) void loadMyOrders();

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

/** My Orders: the cart's header at once (prerendered), its orders once Auth has answered. */
export default function Page() {
  const [count, setCount] = useState<number | null>(null);
  return (
    <Stack spacing={2}>
      <CartHeader count={count} />
      <SignedIn load={loadMyOrders}>
        {(user) => (
          <Suspense fallback={<PageSpinner />}>
            <MyOrders uid={user.uid} onCount={setCount} />
          </Suspense>
        )}
      </SignedIn>
    </Stack>
  );
}
