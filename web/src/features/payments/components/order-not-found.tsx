import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PAGE_ERROR } from '@pedalworks/domain/messages';
import { PageMessage } from '@/components/errors/page-message';
import { paths } from '@/config/paths';

/** An order that does not exist, was deleted or is someone else's (the rules refuse to read it). */
export function OrderNotFound() {
  return (
    <PageMessage title={PAGE_ERROR.orderNotFound} landmark="div">
      <Button variant="contained" component={RouterLink} to={paths.orders}>
        {PAGE_ERROR.backToMyOrders}
      </Button>
    </PageMessage>
  );
}
