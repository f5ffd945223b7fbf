import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { formatPrice, receiptLineLabel } from '@pedalworks/domain/format';
import { CHECKOUT_TEXT } from '@pedalworks/domain/payments';
import type { CheckoutResponse } from '@pedalworks/domain/types';

/** A checkout's orders (tool × quantity, price; each one's outcome once paid) and its total. */
export function CheckoutLines({
  checkout,
  outcomes = false,
}: {
  checkout: CheckoutResponse;
  outcomes?: boolean;
}) {
  return (
    <Stack spacing={1}>
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
      <Typography variant="h6" component="p">
        {CHECKOUT_TEXT.total}: {formatPrice(checkout.total)}
      </Typography>
    </Stack>
  );
}
