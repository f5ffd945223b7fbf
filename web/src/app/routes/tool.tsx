import { Container, Grid } from '@mui/material';
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { OrderForm } from '@/features/orders/components/order-form';
import { useTool } from '@/features/tools/api/use-tool';
import { ToolDetails } from '@/features/tools/components/tool-details';
import { useCurrentUser } from '@/lib/session';
import { customerOf } from '@/lib/customer';
import { Component as NotFound } from './not-found';

export function Component() {
  const { toolId = '' } = useParams();
  const { loading, data: tool } = useTool(toolId);
  const { user } = useCurrentUser();
  const quantityRef = useRef<HTMLInputElement>(null);
  if (loading) return <PageSpinner />;
  if (!tool || !user) return <NotFound />;
  const buyNow = () => {
    quantityRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    quantityRef.current?.focus();
  };
  return (
    <Container component="main" sx={{ py: 4 }}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ToolDetails tool={tool} onBuyNow={buyNow} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <OrderForm
            key={tool._id}
            tool={tool}
            customer={customerOf(user)}
            quantityRef={quantityRef}
          />
        </Grid>
      </Grid>
    </Container>
  );
}
