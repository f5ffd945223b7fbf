/** yup schemas shared by the web forms and the API: one set of rules and messages for both. */
import { array, boolean, mixed, number, object, string } from 'yup';
import { TOOL_CATEGORY_SLUGS } from './catalogue';
import {
  DESCRIPTION_MAX_LENGTH,
  IMAGE_URL_MAX_LENGTH,
  IMAGE_URL_PATTERN,
  LOW_STOCK_THRESHOLD_MAX,
  MIN_TOOL_QUANTITY,
  ORDER_TOTAL_MAX,
  ORDER_TOTAL_MIN,
  PASSWORD_MIN_LENGTH,
  RATING_MAX,
  RATING_MIN,
  REVIEW_MAX_LENGTH,
  STOCK_DELTA_MAX,
  STOCK_REASON_MAX_LENGTH,
  MAX_OPEN_ORDERS,
  TEXT_FIELD_MAX_LENGTH,
} from './constants';
import { reasonField } from './role-schemas';
import { orderPrice } from './format';
import { COUNTRY_CODES, DISCOUNT_CODE_MAX_LENGTH, DISCOUNT_TEXT, SHIPPING_TEXT } from './pricing';
import { VARIANT_TEXT } from './variants';
import { API_ERROR, VALIDATION } from './form-messages';
import type { ToolCategory } from './types';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Mirrored in firestore.rules (isOptionalPhone, isOptionalLinkedin). */
export const PHONE_PATTERN = /^[+]?[0-9][0-9 ()-]{4,18}[0-9]$/;
export const LINKEDIN_PATTERN = /^(https?:\/\/)?([A-Za-z0-9-]+[.])?linkedin[.]com(\/\S*)?$/;

const email = () =>
  string()
    .trim()
    .required(VALIDATION.emailRequired)
    .matches(EMAIL_PATTERN, VALIDATION.emailInvalid)
    .max(TEXT_FIELD_MAX_LENGTH, VALIDATION.emailInvalid);

const password = () =>
  string()
    .required(VALIDATION.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordTooShort);

const requiredText = (message: string, max = TEXT_FIELD_MAX_LENGTH) =>
  string().trim().required(message).max(max, VALIDATION.textTooLong(max));

/** The id of one of a tool's variants, where a request may name one (variants.ts). */
export const variantId = () =>
  string()
    .typeError(VARIANT_TEXT.unknownVariant)
    .trim()
    .max(TEXT_FIELD_MAX_LENGTH, VARIANT_TEXT.unknownVariant)
    .optional();

export const loginSchema = object({ email: email(), password: password() });

export const signupSchema = object({
  name: requiredText(VALIDATION.nameRequired),
  email: email(),
  password: password(),
});

export const resetPasswordSchema = object({
  email: string().trim().required(VALIDATION.resetEmailRequired),
});

export const newsletterSchema = object({ email: email() });

export const stockWaitSchema = newsletterSchema.shape({ variantId: variantId() });

export const reviewSchema = object({
  rate: number()
    .typeError(VALIDATION.rateRequired)
    .required(VALIDATION.rateRequired)
    .integer(VALIDATION.rateRequired)
    .min(RATING_MIN, VALIDATION.rateRequired)
    .max(RATING_MAX, VALIDATION.rateRequired),
  review: requiredText(VALIDATION.reviewRequired, REVIEW_MAX_LENGTH),
});

const quantity = (required: string, notWhole: string, tooSmall: string) =>
  number()
    .typeError(required)
    .required(required)
    .integer(notWhole)
    .min(MIN_TOOL_QUANTITY, tooSmall);

const phone = () =>
  requiredText(VALIDATION.phoneRequired).matches(PHONE_PATTERN, VALIDATION.phoneInvalid);

/** A tool's stock, and a new variant's (variant-schemas.ts). */
export const availableQuantity = () =>
  quantity(
    VALIDATION.availableQuantityRequired,
    VALIDATION.availableQuantityWhole,
    VALIDATION.availableQuantityTooSmall,
  );

/** A unit price, a tool's or a variant's (variant-schemas.ts): more than $0, chargeable. */
export const unitPrice = () =>
  number()
    .typeError(VALIDATION.priceRequired)
    .moreThan(0, VALIDATION.pricePositive)
    .max(ORDER_TOTAL_MAX, VALIDATION.toolPriceTooHigh);

/** A tool as stored: the image is a URL (the web form uploads a file first). */
export const toolSchema = object({
  name: requiredText(VALIDATION.toolNameRequired),
  img: string()
    .trim()
    .required(VALIDATION.toolImageRequired)
    .max(IMAGE_URL_MAX_LENGTH, VALIDATION.toolImageRequired)
    .matches(new RegExp(IMAGE_URL_PATTERN), VALIDATION.toolImageUrl),
  minimumOrder: quantity(
    VALIDATION.minimumOrderRequired,
    VALIDATION.minimumOrderWhole,
    VALIDATION.minimumOrderTooSmall,
  ).test(
    'within-stock',
    VALIDATION.minimumOrderAboveStock,
    (minimumOrder, context) =>
      !(
        Number.isFinite(context.parent.availableQuantity) &&
        minimumOrder > context.parent.availableQuantity
      ),
  ),
  availableQuantity: availableQuantity(),
  price: unitPrice().required(VALIDATION.priceRequired),
  description: requiredText(VALIDATION.descriptionRequired, DESCRIPTION_MAX_LENGTH),
  category: mixed<ToolCategory>()
    .required(VALIDATION.categoryRequired)
    .oneOf(TOOL_CATEGORY_SLUGS, VALIDATION.categoryRequired),
  /** Optional: LOW_STOCK_THRESHOLD when a tool has none. */
  lowStockThreshold: number()
    .typeError(VALIDATION.lowStockThresholdWhole)
    .integer(VALIDATION.lowStockThresholdWhole)
    .min(0, VALIDATION.lowStockThresholdRange)
    .max(LOW_STOCK_THRESHOLD_MAX, VALIDATION.lowStockThresholdRange),
});

/** An admin's edit of a tool: every field but the stock, which moves by restocks alone. */
export const toolEditSchema = toolSchema.omit(['availableQuantity']);

/** PUT /tool/{id}: the stock the spec's clients send along is checked, never written. */
export const toolPutSchema = toolEditSchema.shape({
  availableQuantity: availableQuantity().optional(),
});

export const restockSchema = object({
  delta: number()
    .typeError(VALIDATION.stockDeltaRequired)
    .required(VALIDATION.stockDeltaRequired)
    .integer(VALIDATION.stockDeltaRequired)
    .notOneOf([0], VALIDATION.stockDeltaZero)
    .min(-STOCK_DELTA_MAX, VALIDATION.stockDeltaTooLarge)
    .max(STOCK_DELTA_MAX, VALIDATION.stockDeltaTooLarge),
  reason: string()
    .trim()
    .required(VALIDATION.stockReasonRequired)
    .max(STOCK_REASON_MAX_LENGTH, VALIDATION.stockReasonTooLong),
  variantId: variantId(),
});

export const orderQuantitySchema = (
  minimumOrder: number,
  availableQuantity: number,
  unitPrice: number,
) =>
  number()
    .typeError(VALIDATION.orderQuantityMin(minimumOrder))
    .required(VALIDATION.orderQuantityMin(minimumOrder))
    .integer(VALIDATION.orderQuantityWhole)
    .min(minimumOrder, VALIDATION.orderQuantityMin(minimumOrder))
    .max(availableQuantity, VALIDATION.orderQuantityMax(availableQuantity))
    .test('total', VALIDATION.orderTotalRange, (quantity) =>
      isChargeableTotal(orderPrice(unitPrice, quantity)),
    );

/** Whether Stripe can charge an order of this total in one payment. */
export function isChargeableTotal(total: number): boolean {
  return total >= ORDER_TOTAL_MIN && total <= ORDER_TOTAL_MAX;
}

export const orderContactSchema = object({
  phone: phone(),
  address: requiredText(VALIDATION.addressRequired, 500),
});

export const orderSchema = (minimumOrder: number, availableQuantity: number, unitPrice: number) =>
  orderContactSchema.shape({
    orderedQuantity: orderQuantitySchema(minimumOrder, availableQuantity, unitPrice),
  });

export const profileSchema = object({
  name: requiredText(VALIDATION.profileNameRequired),
  education: requiredText(VALIDATION.educationRequired),
  linkedin: requiredText(VALIDATION.linkedinRequired).matches(
    LINKEDIN_PATTERN,
    VALIDATION.linkedinInvalid,
  ),
  phone: phone(),
  city: requiredText(VALIDATION.cityRequired),
  district: requiredText(VALIDATION.districtRequired),
});

/** POST /order: price, image and names come from the tool and the token, never the body. */
export const orderRequestSchema = orderContactSchema.shape({
  toolId: string()
    .trim()
    .required(API_ERROR.invalidId)
    .max(TEXT_FIELD_MAX_LENGTH, API_ERROR.invalidId),
  orderedQuantity: number()
    .typeError(API_ERROR.invalidQuantity)
    .required(API_ERROR.invalidQuantity)
    .integer(API_ERROR.invalidQuantity),
  country: string().oneOf(COUNTRY_CODES, SHIPPING_TEXT.unknownCountry).optional(),
  variantId: variantId(),
});

/** A discount code as a customer types it (pricing.ts normalCode). */
const discountCode = () =>
  string().trim().uppercase().max(DISCOUNT_CODE_MAX_LENGTH, DISCOUNT_TEXT.unknown).optional();

/** A Stripe object id (pi_..., evt_...): letters, digits and underscores. */
const STRIPE_ID_PATTERN = /^[A-Za-z0-9_]{3,255}$/;

/** POST /create-payment-intent: the order to pay, by id ({ orderId } or { order }). */
export const paymentIntentRequestSchema = object({
  order: string().trim().max(TEXT_FIELD_MAX_LENGTH),
  orderId: string().trim().max(TEXT_FIELD_MAX_LENGTH),
  code: discountCode(),
}).test('order', API_ERROR.orderRequired, (value, context) =>
  value.order || value.orderId ? true : context.createError({ path: 'order' }),
);

/** POST /checkout: no ids pays every held order; prices come from the stored orders alone. */
export const checkoutRequestSchema = object({
  orderIds: array(string().trim().max(TEXT_FIELD_MAX_LENGTH).required()).max(MAX_OPEN_ORDERS),
  code: discountCode(),
});

/** PATCH /order/{id}: the payment intent that paid the order (`transectionId`, spelt so in the API). */
export const paymentUpdateSchema = object({
  order: string().trim().max(TEXT_FIELD_MAX_LENGTH),
  transectionId: string()
    .trim()
    .required(API_ERROR.paymentIdRequired)
    .matches(STRIPE_ID_PATTERN, API_ERROR.paymentIdInvalid),
});

export const saveCardSchema = object({
  saveCard: boolean().required(API_ERROR.saveCardRequired),
});

export const writeOffSchema = object({
  restock: boolean()
    .strict()
    .typeError(API_ERROR.writeOffRestock)
    .required(API_ERROR.writeOffRestock),
  reason: reasonField(),
});
