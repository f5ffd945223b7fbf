import {
  Alert,
  Box,
  Button,
  Container,
  GlobalStyles,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@pedalworks/domain/constants';
import { formatPrice, receiptLineLabel, toCents } from '@pedalworks/domain/format';
import { CHECKOUT_TEXT } from '@pedalworks/domain/payments';
import { orderLineName } from '@pedalworks/domain/order-line';
import { PRICE_TEXT } from '@pedalworks/domain/pricing';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useReceipt } from '@/features/checkout/api/checkout';

/**
 * Only the receipt on paper: the print stylesheet hides the shop's header, menus and footer
 * (everything outside the receipt) and the print button; the browser's 'Save as PDF' gives the PDF.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#receipt, #receipt *': { visibility: 'visible' },
        '#receipt': { position: 'absolute', left: 0, top: 0, width: '100%' },
        '.no-print': { display: 'none !important' },
      },
    }}
  />
);

/** /dashboard/receipt/:id: the printable receipt of one payment (a checkout's or an order's). */
export function Component() {
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  if (receipt.isError) {
    return (
      <Container sx={{ py: 4 }}>
        <Alert severity="warning">{CHECKOUT_TEXT.notFound}</Alert>
      </Container>
    );
  }
  if (!receipt.data) return <PageSpinner />;
  const { lines, refunded, total, last4, paidAt, paymentId } = receipt.data;
  // The total charged is the tools' prices less the discount plus the shipping (docs/orders.md).
  const adjustmentCents =
    toCents(total) - lines.reduce((sum, line) => sum + toCents(line.price), 0);
  return (
    <Container sx={{ py: 4 }}>
      {printStyles}
      <Stack spacing={2} id="receipt" component="article" aria-label={CHECKOUT_TEXT.receiptTitle}>
        <Typography variant="h5" component="h1">
          {PRODUCT_NAME} · {CHECKOUT_TEXT.receiptTitle}
        </Typography>
        {paidAt && (
          <Typography>{CHECKOUT_TEXT.paidOn(new Date(paidAt).toLocaleString())}</Typography>
        )}
        <Table size="small" aria-label={CHECKOUT_TEXT.receiptTitle}>
          <TableBody>
            {lines.map((line, index) => (
              <TableRow key={`paid-${index}`}>
                <TableCell>
                  {receiptLineLabel({ ...line, toolName: orderLineName(line) })}
                </TableCell>
                <TableCell align="right">{formatPrice(line.price)}</TableCell>
              </TableRow>
            ))}
            {refunded.map((line, index) => (
              <TableRow key={`refunded-${index}`}>
                <TableCell>
                  {receiptLineLabel({ ...line, toolName: orderLineName(line) })} (
                  {CHECKOUT_TEXT.refundedPart})
                </TableCell>
                <TableCell align="right">{formatPrice(line.price)}</TableCell>
              </TableRow>
            ))}
            {adjustmentCents !== 0 && (
              <TableRow>
                <TableCell>{PRICE_TEXT.shippingAndDiscount}</TableCell>
                <TableCell align="right">{PRICE_TEXT.signed(adjustmentCents)}</TableCell>
              </TableRow>
            )}
            <TableRow>
              <TableCell component="th" scope="row">
                <strong>{CHECKOUT_TEXT.total}</strong>
              </TableCell>
              <TableCell align="right">
                <strong>{formatPrice(total)}</strong>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {last4 && <Typography>{CHECKOUT_TEXT.card(last4)}</Typography>}
        <Typography variant="body2">
          {CHECKOUT_TEXT.paymentId}: {paymentId}
        </Typography>
      </Stack>
      <Box className="no-print" sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={() => window.print()}>
          {CHECKOUT_TEXT.print}
        </Button>
      </Box>
    </Container>
  );
}
