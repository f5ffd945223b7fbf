import { collection, limit, orderBy, query } from 'firebase/firestore';
import { COLLECTIONS, PAYMENT_PROBLEMS_PAGE_SIZE } from '@pedalworks/domain/constants';
import type { PaymentProblem } from '@pedalworks/domain/types';
import { firestore } from '@/lib/firestore';
import { useLiveQuery } from '@/lib/live';

const newestProblems = query(
  collection(firestore, COLLECTIONS.paymentProblems),
  orderBy('createdAt', 'desc'),
  limit(PAYMENT_PROBLEMS_PAGE_SIZE),
);

/** The PAYMENT_PROBLEMS_PAGE_SIZE newest payment problems, live (admins read them). */
export function usePaymentProblems() {
  const { status, data } = useLiveQuery(newestProblems);
  return { status, problems: (data ?? []) as PaymentProblem[] };
}
