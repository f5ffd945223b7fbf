import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { formatPrice } from '@pedalworks/domain/format';
import { countryName, PRICE_TEXT } from '@pedalworks/domain/pricing';
import type { CheckoutPrice } from '@pedalworks/domain/types';

const dollars = (cents: number) => formatPrice(cents / 100);

/** A checkout's whole price as the server quoted it. */
export function PriceSummary({ price }: { price: CheckoutPrice }) {
  const rows: [string, string][] = [
    [PRICE_TEXT.subtotal, dollars(price.subtotalCents)],
    ...(price.code || price.discountCents > 0
      ? [
          [
            price.code ? PRICE_TEXT.discountWith(price.code) : PRICE_TEXT.discount,
            `−${dollars(price.discountCents)}`,
          ] as [string, string],
        ]
      : []),
    [
      price.country ? PRICE_TEXT.shippingTo(countryName(price.country)) : PRICE_TEXT.shipping,
      price.shippingCents === 0 ? PRICE_TEXT.free : dollars(price.shippingCents),
    ],
  ];
  return (
    <Table size="small" aria-label={PRICE_TEXT.summary}>
      <TableBody>
        {rows.map(([label, amount]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell align="right">{amount}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
            {PRICE_TEXT.total}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {dollars(price.totalCents)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
