import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatPrice, receiptLineLabel } from '@pedalworks/domain/format';
import { CHECKOUT_TEXT } from '@pedalworks/domain/payments';
import { orderLineName } from '@pedalworks/domain/order-line';
import type { CheckoutResponse } from '@pedalworks/domain/types';

/**
 * A checkout's orders: tool × quantity and price, and each one's outcome once paid (the whole
 * price is PriceSummary's).
 */
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
        <ListItem key={line.orderId} divider aria-label={orderLineName(line)}>
          <ListItemText
            primary={receiptLineLabel({ ...line, toolName: orderLineName(line) })}
            secondary={outcomes ? CHECKOUT_TEXT.outcome[line.outcome] : undefined}
          />
          <Typography>{formatPrice(line.price)}</Typography>
        </ListItem>
      ))}
    </List>
  );
}
