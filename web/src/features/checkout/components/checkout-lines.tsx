import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatPrice, receiptLineLabel } from '@pedalworks/domain/format';
import { CHECKOUT_TEXT } from '@pedalworks/domain/payments';
import type { CheckoutResponse } from '@pedalworks/domain/types';

/** The server names a size's line ('Tool · Size 5 mm'); the whole price is PriceSummary's. */
export function CheckoutLines({
  checkout,
  outcomes = false,
}: {
  checkout: CheckoutResponse;
  outcomes?: boolean;
}) {
  return (
    <List aria-label={CHECKOUT_TEXT.yourOrders}>
      {checkout.lines.map((line) => (
        <ListItem key={line.orderId} divider aria-label={line.toolName}>
          <ListItemText
            primary={receiptLineLabel(line)}
            secondary={outcomes ? CHECKOUT_TEXT.outcome[line.outcome] : undefined}
          />
          <Typography>{formatPrice(line.price)}</Typography>
        </ListItem>
      ))}
    </List>
  );
}
