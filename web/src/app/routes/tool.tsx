import { Container, Grid } from '@mui/material';
import { Suspense, lazy, useRef } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useParams, useSearchParams } from 'react-router';
import type { Tool, ToolVariant } from '@pedalworks/domain/types';
import { soldOutOf, VARIANT_PARAM } from '@pedalworks/domain/variants';
import { toolJsonLd } from '@pedalworks/domain/seo';
import { SignedIn } from '@/app/guards';
import { JsonLd } from '@/components/seo/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { env } from '@/config/env';
import { loaderHeaders, readForPage } from '@/app/server-data';
import { toolApiPath, useTool } from '@/features/tools/api/use-tool';
import { SaveIntent } from '@/features/tools/components/save-intent';
import { StockWait } from '@/features/tools/components/stock-wait';
import { ToolDetails } from '@/features/tools/components/tool-details';
import { shownVariant, VariantPicker } from '@/features/tools/components/variant-picker';
import { customerOf } from '@/lib/customer';
import NotFound from './not-found';

/** The order form's module (formik, yup) is fetched and run once a signed-in user is known. */
const OrderForm = lazy(() =>
  import('@/features/orders/components/order-form').then((module) => ({
    default: module.OrderForm,
  })),
);

/** The tool, which the `ssr` function renders the page with (404 for a tool it does not know). */
export function loader({ params, context }: LoaderFunctionArgs) {
  return readForPage(context, toolApiPath(params.toolId ?? ''), { subject: true });
}

/** In the browser the page reads the API itself. */
export const clientLoader = () => null;

export const headers = loaderHeaders;

/** Public details show at once, the order form once Auth answers; `?variant=` picks the value. */
export default function Page() {
  const { toolId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const rendered = useLoaderData<typeof loader>()?.answer;
  const { loading, data: tool } = useTool(toolId, rendered?.body as Tool | undefined);
  const quantityRef = useRef<HTMLInputElement>(null);
  if (loading) return <PageSpinner />;
  if (!tool) return <SignedIn>{() => <NotFound />}</SignedIn>;
  const variant = shownVariant(tool, params.get(VARIANT_PARAM));
  const soldOut = soldOutOf(tool, variant);
  const choose = (chosen: ToolVariant) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(VARIANT_PARAM, chosen.id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const buyNow = () => {
    quantityRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    quantityRef.current?.focus();
  };
  return (
    <Container component="main" sx={{ py: 4 }}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ToolDetails
            tool={tool}
            variant={variant}
            picker={
              tool.option &&
              variant && (
                <VariantPicker
                  tool={tool}
                  option={tool.option}
                  chosen={variant}
                  onChoose={choose}
                />
              )
            }
            onBuyNow={buyNow}
          />
          <JsonLd data={toolJsonLd(tool, env.siteUrl)} />
          <SaveIntent tools={[{ ...tool, variantId: variant?.id }]} />
          {soldOut && <StockWait key={variant?.id} tool={tool} variant={variant} />}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {/* A sold-out tool has nothing to order: a visitor stays, to ask for an e-mail. */}
          <SignedIn visitor={soldOut ? null : undefined}>
            {(user) => (
              <Suspense fallback={<PageSpinner />}>
                <OrderForm
                  key={tool._id}
                  tool={tool}
                  variant={variant}
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
