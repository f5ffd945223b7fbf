import { Container, Grid } from '@mui/material';
import { Suspense, lazy, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { isOutOfStock } from '@pedalworks/domain/tools';
import { SignedIn } from '@/app/guards';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { RouteHandle } from '@/config/routes';
import { toolApiPath, useTool } from '@/features/tools/api/use-tool';
import { SaveIntent } from '@/features/tools/components/save-intent';
import { StockWait } from '@/features/tools/components/stock-wait';
import { ToolDetails } from '@/features/tools/components/tool-details';
import { customerOf } from '@/lib/customer';
import { Component as NotFound } from './not-found';

/** The order form's module (formik, yup) is fetched and run once a signed-in user is known. */
const OrderForm = lazy(() =>
  import('@/features/orders/components/order-form').then((module) => ({
    default: module.OrderForm,
  })),
);

/** The tool, which the server renders the page with. */
export const handle: RouteHandle = {
  apiPreloads: (_url, params) => [toolApiPath(params.toolId ?? '')],
};

/**
 * The tool's public details show at once (in the HTML when rendered on the server); the order
 * form only to a signed-in user, once Auth has answered (a visitor goes to /login and back).
 */
export function Component() {
  const { toolId = '' } = useParams();
  const { loading, data: tool } = useTool(toolId);
  const quantityRef = useRef<HTMLInputElement>(null);
  if (loading) return <PageSpinner />;
  if (!tool) return <SignedIn>{() => <NotFound />}</SignedIn>;
  const soldOut = isOutOfStock(tool);
  const buyNow = () => {
    quantityRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    quantityRef.current?.focus();
  };
  return (
    <Container component="main" sx={{ py: 4 }}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ToolDetails tool={tool} onBuyNow={buyNow} />
          <SaveIntent tools={[tool]} />
          {soldOut && <StockWait tool={tool} />}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {/* A sold-out tool has nothing to order: a visitor stays, to ask for an e-mail. */}
          <SignedIn visitor={soldOut ? null : undefined}>
            {(user) => (
              <Suspense fallback={<PageSpinner />}>
                <OrderForm
                  key={tool._id}
                  tool={tool}
                  customer={customerOf(user)}
                  quantityRef={quantityRef}
                />
              </Suspense>
            )}
          </SignedIn>
        </Grid>
      </Grid>
    </Container>
  );
}
