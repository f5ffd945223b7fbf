import { Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { PAYMENT_TEXT } from '@pedalworks/domain/payments';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useNotify } from '@/lib/notify';
import { usePaymentMethods, useRemovePaymentMethod } from '../api/use-payment-methods';

/** My Profile's saved cards: brand, last 4 and expiry, each with Remove. */
export function PaymentMethods() {
  const methods = usePaymentMethods();
  const remove = useRemovePaymentMethod();
  const notify = useNotify();
  return (
    <Stack component="section" aria-label={PAYMENT_TEXT.paymentMethods} spacing={1} sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2">
        {PAYMENT_TEXT.paymentMethods}
      </Typography>
      {methods.isPending ? (
        <PageSpinner />
      ) : methods.isError ? (
        <Typography color="error">{PAYMENT_TEXT.paymentMethodsFailed}</Typography>
      ) : !methods.data.length ? (
        <Typography color="textSecondary">{PAYMENT_TEXT.noPaymentMethods}</Typography>
      ) : (
        <List>
          {methods.data.map((method) => {
            const card = PAYMENT_TEXT.savedCard(method.brand, method.last4);
            return (
              <ListItem
                key={method.id}
                aria-label={card}
                secondaryAction={
                  <Button
                    aria-label={PAYMENT_TEXT.removeCard(card)}
                    disabled={remove.isPending}
                    onClick={() =>
                      void notify(
                        () => remove.mutateAsync(method.id),
                        PAYMENT_TEXT.cardRemoved(card),
                        PAYMENT_TEXT.cardRemoveFailed,
                      )
                    }
                  >
                    {PAYMENT_TEXT.remove}
                  </Button>
                }
              >
                <ListItemText
                  primary={card}
                  secondary={PAYMENT_TEXT.expires(method.expMonth, method.expYear)}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
