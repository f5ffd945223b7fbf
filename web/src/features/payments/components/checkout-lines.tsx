import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatPrice, receiptLineLabel } from '@pedalworks/domain/format';
import { CHECKOUT_TEXT } from '@pedalworks/domain/payments';
import type { CheckoutLine, CheckoutLineOutcome } from '@pedalworks/domain/types';

/** The server names a size's line ('Tool · Size 5 mm'); the whole price is PriceSummary's. */
export function CheckoutLines({
  lines,
}: {
  /** With each order's outcome on the result page. */
  lines: (CheckoutLine & { outcome?: CheckoutLineOutcome })[];
}) {
  return (
    <List aria-label={CHECKOUT_TEXT.yourOrders}>
      {lines.map((line) => (
        <ListItem key={line.orderId} divider aria-label={line.toolName}>
          <ListItemText
            primary={receiptLineLabel(line)}
            secondary={line.outcome ? CHECKOUT_TEXT.outcome[line.outcome] : undefined}
          />
          <Typography>{formatPrice(line.price)}</Typography>
        </ListItem>
      ))}
    </List>
  );
}
