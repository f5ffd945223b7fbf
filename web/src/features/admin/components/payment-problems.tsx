import { Alert, Typography } from '@mui/material';
import { useId } from 'react';
import { formatPrice } from '@pedalworks/domain/format';
import { PAYMENT_PROBLEMS_TEXT } from '@pedalworks/domain/payments';
import { asDate } from '@pedalworks/domain/sales';
import type { PaymentProblem } from '@pedalworks/domain/types';
import { PageSpinner } from '@/components/ui/page-spinner';
import { LoadFailed } from '@/components/ui/load-failed';
import { usePaymentProblems } from '../api/use-payment-problems';
import { FiguresTable, Section } from './figures-table';

/** One problem as a row: when, what, which order, how much, and Stripe's id to look it up by. */
const rowOf = (problem: PaymentProblem) => [
  asDate(problem.createdAt)?.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
  PAYMENT_PROBLEMS_TEXT.kinds[problem.kind],
  problem.orderId,
  `${formatPrice(problem.amount / 100)} ${problem.currency.toUpperCase()}`,
  problem.refundId ?? problem.paymentIntentId,
];

/** Payments that did not match their order (refunded) and refunds that failed later. */
export function PaymentProblems() {
  const headingId = useId();
  const { status, problems } = usePaymentProblems();
  return (
    <Section title={PAYMENT_PROBLEMS_TEXT.heading} id={headingId}>
      {status === 'error' ? (
        <LoadFailed />
      ) : status === 'loading' ? (
        <PageSpinner />
      ) : problems.length === 0 ? (
        <Typography variant="body2">{PAYMENT_PROBLEMS_TEXT.none}</Typography>
      ) : (
        <>
          <Alert severity="warning" sx={{ mb: 1 }}>
            {PAYMENT_PROBLEMS_TEXT.intro}
          </Alert>
          <FiguresTable
            caption={PAYMENT_PROBLEMS_TEXT.table}
            head={PAYMENT_PROBLEMS_TEXT.columns}
            rows={problems.map(rowOf)}
          />
        </>
      )}
    </Section>
  );
}
