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
import { useParams } from 'react-router';
import { PRODUCT_NAME } from '@pedalworks/domain/constants';
import { formatPrice, receiptLineLabel } from '@pedalworks/domain/format';
import { CHECKOUT_TEXT } from '@pedalworks/domain/payments';
import { receiptRows } from '@pedalworks/domain/pricing';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useReceipt } from '@/features/payments/api/checkout';

/** Only the receipt on paper; the browser's 'Save as PDF' gives the PDF. */
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
export default function Page() {
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
  const { lines, refunded, last4, paidAt, paymentId } = receipt.data;
  const figures = receiptRows(receipt.data);
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
                <TableCell>{receiptLineLabel(line)}</TableCell>
                <TableCell align="right">{formatPrice(line.price)}</TableCell>
              </TableRow>
            ))}
            {refunded.map((line, index) => (
              <TableRow key={`refunded-${index}`}>
                <TableCell>
                  {receiptLineLabel(line)} ({CHECKOUT_TEXT.refundedPart})
                </TableCell>
                <TableCell align="right">{formatPrice(line.price)}</TableCell>
              </TableRow>
            ))}
            {figures.map(([label, amount], index) => {
              // The last row is the total charged.
              const strong = index === figures.length - 1 ? 700 : undefined;
              return (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: strong }}>
                    {label}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: strong }}>
                    {amount}
                  </TableCell>
                </TableRow>
              );
            })}
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
