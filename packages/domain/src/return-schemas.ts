/** Apart from returns.ts, so that a page showing a return's texts does not bring yup. */
import { boolean, number, object, string } from 'yup';
import { RETURN_TEXT_MAX_LENGTH } from './constants';
import { VALIDATION } from './form-messages';
import { formatPrice } from './format';
import { RETURN_REASONS } from './returns';
import { reasonField } from './role-schemas';

/** POST /api/order/{id}/return: a reason from the list and an optional comment. */
export const returnRequestSchema = object({
  reason: string()
    .required(VALIDATION.returnReasonRequired)
    .oneOf(RETURN_REASONS, VALIDATION.returnReasonRequired),
  comment: string().trim().default('').max(RETURN_TEXT_MAX_LENGTH, VALIDATION.returnCommentTooLong),
});

/** POST /api/manageorder/{id}/return/decline: why. */
export const returnDeclineSchema = object({
  reason: string()
    .trim()
    .required(VALIDATION.declineReasonRequired)
    .max(RETURN_TEXT_MAX_LENGTH, VALIDATION.declineReasonTooLong),
});

/** POST /api/manageorder/{id}/return/receive: the refund in cents, up to what is left. */
export const returnReceiveSchema = (maxCents = Number.MAX_SAFE_INTEGER) =>
  object({
    amount: number()
      .typeError(VALIDATION.refundAmountRequired)
      .required(VALIDATION.refundAmountRequired)
      .integer(VALIDATION.refundAmountRequired)
      .min(1, VALIDATION.refundAmountRequired)
      .max(maxCents, VALIDATION.refundAmountTooLarge(formatPrice(maxCents / 100))),
    restock: boolean()
      .typeError(VALIDATION.restockRequired)
      .strict()
      .required(VALIDATION.restockRequired),
    reason: reasonField(),
  });
