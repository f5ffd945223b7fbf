/** Apart from messages.ts, so that the first view's script carries only the texts it shows. */
import { SEARCH_QUERY_MAX_LENGTH, TOOL_SORTS } from './catalogue';
import { withThousands } from './format';
import {
  LOW_STOCK_THRESHOLD_MAX,
  MAX_OPEN_ORDERS,
  ORDER_TOTAL_MAX,
  ORDER_TOTAL_MIN,
  PRODUCT_NAME,
  RETURN_DAYS,
  RETURN_TEXT_MAX_LENGTH,
  REVIEWS_PER_DAY,
  STOCK_DELTA_MAX,
  STOCK_REASON_MAX_LENGTH,
  TEXT_FIELD_MAX_LENGTH,
  UNVERIFIED_MAX_UNITS,
  UNVERIFIED_MAX_UNITS_PER_TOOL,
} from './constants';

/** Validation messages: the forms and the API refuse a field with the same words. */
export const VALIDATION = {
  returnReasonRequired: 'Choose why you are returning the order',
  returnCommentTooLong: `The comment can be at most ${RETURN_TEXT_MAX_LENGTH} characters`,
  declineReasonRequired: 'Say why the return is declined',
  declineReasonTooLong: `The reason can be at most ${RETURN_TEXT_MAX_LENGTH} characters`,
  refundAmountRequired: 'The refund must be a whole number of cents, at least 1',
  refundAmountTooLarge: (max: string) => `The refund can be at most ${max}, what is left to refund`,
  restockRequired: 'Say whether the units go back into stock',
  emailRequired: 'Email is required',
  emailInvalid: 'Please provide a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'password must be greater than 6 character ',
  nameRequired: 'Name is required',
  rateRequired: 'Rate is required',
  reviewRequired: 'review is required',
  toolNameRequired: 'Please provide tool name ! its required',
  toolImageRequired: 'Please provide tool image ! its required',
  minimumOrderRequired: 'Please provide tool minimum order quantity ! its required',
  minimumOrderTooSmall: 'Minimum order quantity must be greater than 1',
  availableQuantityRequired: 'Please provide tool available quantity ! its required',
  availableQuantityTooSmall: 'Minimum available quantity must be greater than 1',
  priceRequired: 'Please provide tool per unit price ! its required',
  descriptionRequired: 'Please provide tool description ! its required',
  orderQuantityMin: (min: number) => `Minimum order quantity must be greater than ${min}`,
  orderQuantityMax: (max: number) => `Maximum order quantity must be smaller than or equal ${max}`,
  phoneRequired: 'Please provide your phone number ! its required',
  addressRequired: 'Please provide your address ! its required',
  profileNameRequired: 'Please provide tool name ! its required',
  educationRequired: 'Please provide your education ! its required',
  linkedinRequired: 'Please provide your linkedin ! its required',
  cityRequired: 'Please provide your city ! its required',
  districtRequired: 'Please provide your district ! its required',
  resetEmailRequired: 'Please enter your email',
  textTooLong: (max: number) => `Please keep it to ${max} characters or fewer`,
  // Beyond the spec's messages: whole numbers, a positive price and well-formed fields.
  minimumOrderWhole: 'Minimum order quantity must be a whole number',
  availableQuantityWhole: 'Available quantity must be a whole number',
  orderQuantityWhole: 'Order quantity must be a whole number',
  minimumOrderAboveStock: 'Minimum order quantity can not be more than the available quantity',
  pricePositive: 'Price must be more than $0',
  phoneInvalid: 'Please provide a valid phone number (digits, spaces, +, - or brackets)',
  linkedinInvalid: 'Please provide your LinkedIn URL (https://www.linkedin.com/in/...)',
  toolImageUrl: 'The image must be an https:// address or a path on this site',
  toolPriceTooHigh: `The price can be at most $${ORDER_TOTAL_MAX}`,
  orderTotalRange: `An order must cost between $${ORDER_TOTAL_MIN.toFixed(2)} and $${withThousands(ORDER_TOTAL_MAX)}`,
  categoryRequired: 'Please choose the tool category ! its required',
  lowStockThresholdWhole: 'The low-stock threshold must be a whole number',
  lowStockThresholdRange: `The low-stock threshold must be between 0 and ${withThousands(LOW_STOCK_THRESHOLD_MAX)}`,
  // A restock (restockSchema).
  stockDeltaRequired: 'Please give the change in stock as a whole number, such as +5 or -2',
  stockDeltaZero: 'The change in stock can not be 0',
  stockDeltaTooLarge: `The change in stock can be at most ${withThousands(STOCK_DELTA_MAX)} either way`,
  stockReasonRequired: 'Please give a reason for the change in stock',
  stockReasonTooLong: `The reason can be at most ${STOCK_REASON_MAX_LENGTH} characters`,
} as const;

/** What sign-in says for each Firebase Auth error code (LOGIN_FALLBACK_ERROR for the others). */
export const LOGIN_ERRORS: Record<string, string> = {
  'auth/invalid-email': 'Invalid email provided, please provide a valid email',
  'auth/user-not-found': 'User Not Found',
  'auth/wrong-password': 'Wrong password.',
};
export const LOGIN_FALLBACK_ERROR = 'Something went wrong';

export const SIGNUP_ERRORS: Record<string, string> = {
  'auth/invalid-email': 'Invalid email provided, please provide a valid email',
  'auth/missing-email': 'Missing Email.',
  'auth/wrong-password': 'Wrong password.',
  'auth/internal-error': 'Internal Error.',
};

/** API error messages (JSON `{ message }`). */
export const API_ERROR = {
  unauthenticated: 'Sign in first: a valid bearer token is required',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  invalidJson: 'The request body is not valid JSON',
  tooLarge: 'The request body is too large',
  outOfStock: 'Not enough stock for this order',
  orderPaid: 'A paid order can not be changed',
  orderNotPaid: 'Only a paid order can be shipped',
  refundNotPaid: 'Only a paid order can be refunded',
  internal: 'Something went wrong',
  invalidBody: 'The request body must be a JSON object',
  orderRequired: 'order is required',
  paymentIdRequired: 'transectionId is required',
  paymentIdInvalid: 'transectionId is not a payment id',
  saveCardRequired: 'saveCard is required',
  invalidLimit: 'limit must be a positive whole number',
  invalidCursor: 'after must be the id of an item of this list',
  invalidId: 'The id is not valid',
  unknownEmail: 'No account uses this email',
  invalidNumber: 'Numbers must be finite',
  invalidQuantity: 'orderedQuantity must be a whole number',
  wrongType: 'This field has the wrong type',
  badRequest: 'The request is not valid',
  paymentsNotConfigured: 'Card payments are not set up: the server has no Stripe secret key',
  paymentNotConfirmed: 'Stripe has not confirmed this payment for this order',
  paymentRejected: 'Stripe refused this payment request',
  cardDeclined: 'The card was declined',
  paymentConflict: 'This payment is already being changed; try again',
  toolGone: 'This tool is no longer sold: delete the order from My Orders',
  paymentProcessing:
    'Your bank is still processing a payment for this order; try again when it is done',
  paymentsUnavailable: 'Card payments are unavailable right now; try again in a minute',
  busy: 'The shop is busy right now: please try again in a moment',
  invalidSignature: 'The Stripe signature is missing or invalid',
  methodNotAllowed: 'Method not allowed',
  tooManyOpenOrders: `You already have ${MAX_OPEN_ORDERS} unpaid orders: pay or delete one before ordering again`,
  orderExpired: 'This order has expired: its stock was released',
  transitionRefused: "The order's state does not allow this",
  checkoutTooFew: 'Pay all needs at least two unpaid orders: pay a single order on its own page',
  checkoutNotHeld: 'Only unpaid orders that still hold their tools can be paid together',
  refundOwed:
    'Stripe did not take the refund yet: it is recorded as owed and retried until Stripe accepts it',
  orderDisputed: 'A disputed order can not be shipped until the dispute is won',
  writeOffRefused: 'Only a paid or shipped order whose dispute was lost can be written off',
  writeOffRestock: 'restock must be true or false: whether the units come back into stock',
  orderShipped: 'A shipped order can not be cancelled',
  tooManyRequests: 'Too many requests: please wait a moment and try again',
  tooManyReviews: `You can post at most ${REVIEWS_PER_DAY} reviews a day: please come back tomorrow`,
  adminNotVerified:
    'This account has not verified its email address yet: it can become an admin once it has',
  appCheckRequired: 'This request did not come from the Pedalworks app',
  unknownCategory: 'category must be one of the catalogue categories',
  unknownSort: `sort must be one of ${Object.keys(TOOL_SORTS).join(', ')}`,
  invalidSearch: `q must be a search of at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
  // The order engine's refusals (functions/src/orders).
  accountNameTooLong: `Your account's name is longer than ${TEXT_FIELD_MAX_LENGTH} characters: shorten it in your profile before ordering`,
  unverifiedToolCap: `Verify your e-mail address to hold more than ${UNVERIFIED_MAX_UNITS_PER_TOOL} units of a tool: until then unpaid orders of a new account are capped, so that nobody can hold the stock with throwaway accounts`,
  unverifiedTotalCap: `Verify your e-mail address to hold more than ${UNVERIFIED_MAX_UNITS} units in all: until then unpaid orders of a new account are capped, so that nobody can hold the stock with throwaway accounts`,
  // The stock moves only by deltas (POST /api/tool/{id}/stock).
  stockNotEditable:
    'The stock changed since you opened this form, or differs from it: change the stock with a restock (+/-), not by editing the tool',
  stockBelowZero: 'This change would take the stock below 0: restock fewer',
  // Returns (returns.ts): the customer's request and the admins' steps.
  returnNotShipped: 'Only a shipped order can be returned',
  returnWindowClosed: `The return window is closed: a return can be asked for up to ${RETURN_DAYS} days after the order shipped`,
  returnAlreadyRequested: 'A return was already requested for this order',
  returnNotRequested: 'This order has no return request waiting for a decision',
  returnNotApproved: 'Only an approved return can be marked received',
} as const;

/** The order's life beyond the three states My Orders shows: hold, expiry, cancellation, refunds. */
export const ORDER_TEXT = {
  reservedUntil: (time: string) => `Reserved until ${time}`,
  expired: 'Expired',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  refunding: 'Refund owed',
  partiallyRefunded: (amount: string) => `Refunded ${amount}`,
  disputed: 'Disputed',
  cancel: 'Cancel',
  cancelAndRefund: 'Cancel and refund',
  keep: 'Keep order',
  confirmCancel: (tool: string) => `Cancel the order for ${tool} and put its stock back?`,
  confirmRefund: (tool: string, amount: string) =>
    `Cancel the order for ${tool}, refund ${amount} to the customer and put its stock back?`,
  cannotBeUndone: 'This can not be undone',
  orderCancelled: (tool: string) => `The order for ${tool} is cancelled`,
  orderRefunded: (tool: string) => `The order for ${tool} is cancelled and refunded`,
  cancelFailed: 'Sorry,failed to cancel the order',
  // A lost dispute's way out (Manage Orders).
  writeOff: 'Write off',
  confirmWriteOff: (tool: string) =>
    `The dispute of the order for ${tool} was lost: write the order off?`,
  restockWrittenOff: (quantity: number) => `Put the ${quantity} units back into stock`,
  orderWrittenOff: (tool: string) => `The order for ${tool} is written off`,
  writeOffFailed: 'Sorry, failed to write the order off',
  // An unverified account at its holding caps (the order form's offer).
  sendVerification: 'Send the verification e-mail',
  verificationSent: (email: string) =>
    `We sent a verification link to ${email}: open it, then sign in again to hold more units`,
  verificationFailed: 'Sorry, the verification e-mail could not be sent: try again in a minute',
} as const;

/** The page the newsletter confirmation link opens (GET /api/newsletter/confirm). */
export const NEWSLETTER_TEXT = {
  confirmedTitle: 'Subscription confirmed',
  confirmed: 'Thank you: your newsletter subscription is confirmed.',
  invalidTitle: 'Link not valid',
  invalid: `This confirmation link is not valid or has expired. Sign up again on the home page of ${PRODUCT_NAME}.`,
  backToShop: `Back to ${PRODUCT_NAME}`,
} as const;
