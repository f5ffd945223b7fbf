/** The shop's entities, as Firestore stores them and the API answers them. Document ids are the `_id`s. */

/** A tool's category: the slugs of TOOL_CATEGORIES (catalogue.ts). */
export type ToolCategory =
  | 'drivetrain'
  | 'brakes'
  | 'wheels-tyres'
  | 'bottom-brackets-headsets'
  | 'pumps-inflation'
  | 'multi-tools-keys'
  | 'cleaning-lube'
  | 'workshop';

/** The carriers an admin ships with (CARRIERS, shipment.ts). */
export type CarrierId = 'ups' | 'usps' | 'fedex' | 'dhl' | 'other';

/** What an order keeps of its shipment: both or neither, so the field is absent without them. */
export interface Shipment {
  carrier: CarrierId;
  trackingNumber: string;
}

/** Why a customer returns an order (RETURN_REASON_LABELS, returns.ts). */
export type ReturnReason = 'wrongSize' | 'damaged' | 'notAsDescribed' | 'changedMind';

/** One value of a tool's option (variants.ts): its own stock, and a price over the tool's. */
export interface ToolVariant {
  /** Stable once created (orders, waits and saved tools name it); a rename keeps it. */
  id: string;
  value: string;
  stock: number;
  price?: number | null;
  /** Server only (the low-stock trigger), as the tool's own flags. */
  lowStock?: boolean;
  lowStockMailedOn?: string;
}

/** A tool's option ('Size', 'Speeds') and its values, in the order the picker shows them. */
export interface ToolOption {
  name: string;
  variants: ToolVariant[];
}

export interface Tool {
  _id: string;
  name: string;
  img: string;
  price: number;
  description: string;
  minimumOrder: number;
  availableQuantity: number;
  /** One of TOOL_CATEGORIES (catalogue.ts). */
  category: ToolCategory;
  /** At or below this stock the tool is low on stock (LOW_STOCK_THRESHOLD when missing). */
  lowStockThreshold?: number;
  /** Set by the server when the tool is created (ISO time in API answers). */
  createdAt?: unknown;
  /** Server only (the low-stock trigger): whether admins were told the tool is low on stock. */
  lowStock?: boolean;
  /** Server only: the UTC day (YYYY-MM-DD) admins were last mailed that it is low (one a day). */
  lowStockMailedOn?: string;
  /** Its sizes or fits (variants.ts); without one, `availableQuantity` is its own stock. */
  option?: ToolOption | null;
}

export type ToolInput = Omit<
  Tool,
  '_id' | 'createdAt' | 'lowStock' | 'lowStockMailedOn' | 'option'
>;

/**
 * One restock of a tool, in the server-only tools/{id}/stockLog: the change (+N/-N), why, the
 * admin's uid, when, and the stock after it.
 */
export interface StockLogEntry {
  _id: string;
  delta: number;
  reason: string;
  by: string;
  at: unknown;
  /** The stock after it: the variant's when it moved one (then named here), else the tool's. */
  after: number;
  variantId?: string;
  variantValue?: string;
}

/** What an admin's edit of a tool writes: every ToolInput field but the stock. */
export type ToolEdit = Omit<ToolInput, 'availableQuantity'>;

/** Exactly the fields of a ToolEdit of a tool (the stock left out); none undefined. */
export function pickToolEdit(tool: ToolEdit): ToolEdit {
  const fields = Object.entries(pickToolInput(tool as ToolInput));
  return Object.fromEntries(fields.filter(([field]) => field !== 'availableQuantity')) as ToolEdit;
}

/** A restock as an admin asks for it (POST /api/tool/{id}/stock). */
export interface Restock {
  delta: number;
  reason: string;
  /** The variant it moves: required when the tool has an option (variants.ts). */
  variantId?: string;
}

/** The fields of a ToolInput: all that an admin writes to a tool. */
export const TOOL_INPUT_FIELDS = [
  'name',
  'img',
  'price',
  'description',
  'minimumOrder',
  'availableQuantity',
  'category',
  'lowStockThreshold',
] as const satisfies readonly (keyof ToolInput)[];

/** Exactly the ToolInput fields of a tool (what the rules let an admin write); none undefined. */
export function pickToolInput(tool: ToolInput): ToolInput {
  return Object.fromEntries(
    TOOL_INPUT_FIELDS.filter((field) => tool[field] !== undefined).map((field) => [
      field,
      tool[field],
    ]),
  ) as ToolInput;
}

export interface Order {
  _id: string;
  toolId: string;
  img: string;
  toolName: string;
  /** Unit price times quantity, in dollars, computed from the tool. */
  price: number;
  unitPrice: number;
  email: string;
  uid: string;
  name: string;
  userName: string;
  address: string;
  phone: string;
  orderedQuantity: number;
  transactionId: string | null;
  /** The order's state (orders.ts ORDER_TRANSITIONS), stored nowhere else. */
  status: OrderStatus;
  /** When an admin shipped it, set by the server only (a refund after shipping keeps it). */
  shippedAt?: unknown;
  /** The carrier and tracking number an admin gave when shipping (or corrected), server only. */
  shipment?: Shipment | null;
  /** How many times an admin corrected the shipment (keys its timeline events and mails). */
  trackingUpdates?: number;
  createdAt?: unknown;
  /** Until when a held order keeps its stock: set by the server only. */
  holdUntil?: unknown;
  /** Where it ships (ISO 3166-1 alpha-2, pricing.ts COUNTRIES). */
  country?: string;
  /** The variant it takes stock from, and its option and value as they were (variants.ts). */
  variantId?: string;
  optionName?: string;
  variantValue?: string;
  /** Its share of its payment's discount and shipping, in cents, set by the server when paid. */
  discountCents?: number;
  shippingCents?: number;
  /** The open checkout that may pay it and that checkout's payment intent, set by the server only. */
  checkoutId?: string | null;
  paymentIntentId?: string | null;
  /** When its payment was recorded (the sales figures' day), set by the server only. */
  paidAt?: unknown;
  /** Cents refunded so far (partial or full), set by the server only. */
  refundedAmount?: number;
  /** The last dispute of its payment, as Stripe reports it; set by the server only. */
  dispute?: { id: string; status: string } | null;
  /** Its customer's return request (returns.ts), set by the server only. */
  returnReason?: ReturnReason;
  returnComment?: string;
  /** Why an admin declined the return. */
  returnDeclineReason?: string;
  /** What the admin refunds on receiving the return, in cents, and whether its units went back. */
  returnRefundCents?: number;
  returnRestock?: boolean;
  /**
   * An admin wrote off the order after its dispute was lost (event writeOff): whether its units
   * came back into stock. Set by the server only.
   */
  writtenOff?: { restock: boolean } | null;
}

/** Money the shop could not match or return as it should, for admins (docs/orders.md). */
export type PaymentProblemKind =
  'mismatch' | 'refund-failed' | 'refund-stuck' | 'unallocated-refund';

export interface PaymentProblem {
  _id: string;
  kind: PaymentProblemKind;
  paymentIntentId: string;
  refundId?: string | null;
  orderId: string | null;
  /** Cents. */
  amount: number;
  currency: string;
  createdAt?: unknown;
}

/**
 * The spec's fields of an order, derived from its status (orders.ts specFields) where the API
 * answers and the screens need them: `paid`, and `pandingChange` (spelt so in the spec),
 * 'shipped' once shipped.
 */
export interface SpecFields {
  paid: boolean;
  pandingChange: string | null;
}

/** An order as the spec's API answers it. */
export type SpecOrder = Order & SpecFields;

/**
 * held: unpaid, holding its stock until holdUntil; paid; shipped; expired: the hold ended unpaid
 * (stock released); cancelled by an admin while unpaid (stock released); refunded in full.
 * The return of a shipped order (returns.ts): returnRequested by its customer, returnApproved
 * or returnDeclined by an admin, returnReceived (the parcel is back), returned (refunded in part
 * after it came back; in full it is refunded).
 */
export type OrderStatus =
  | 'held'
  | 'paid'
  | 'shipped'
  | 'expired'
  | 'cancelled'
  | 'refunded'
  | 'returnRequested'
  | 'returnApproved'
  | 'returnDeclined'
  | 'returnReceived'
  | 'returned';

export interface OrderInput {
  toolId: string;
  phone: string;
  address: string;
  orderedQuantity: number;
  /** Where it ships (ISO 3166-1 alpha-2); the server defaults it. */
  country?: string;
  /** Which of the tool's variants; required when it has any (variants.ts). */
  variantId?: string;
}

/**
 * A review as everybody reads it (reviews/{id}, GET /review): no e-mail, no uid. `name` is the
 * author's account display name; `verified` (a 'Verified buyer') is true only when the author
 * had a paid order, which the rules or the API check.
 */
export interface Review {
  _id: string;
  name: string;
  rate: number;
  review: string;
  verified: boolean;
  createdAt?: unknown;
}

/**
 * reviewAuthors/{reviewId}: the author's copy of their review, under the review's id, read only
 * by its author and admins (My Reviews, deletion). `paidOrderId` names the paid order that makes
 * the review a verified buyer's, or is null.
 */
export interface ReviewAuthor extends Review {
  uid: string;
  paidOrderId: string | null;
}

export interface User {
  _id: string;
  name: string;
  email: string;
  role: string | null;
  /** From the account, refreshed by the server at each sign-in and promotion. */
  emailVerified?: boolean;
  /** The account's sign-in providers ('password', 'google.com'), as the server last saw them. */
  providers?: string[];
  education: string;
  linkedin: string;
  phone: string;
  city: string;
  district: string;
}

export type ProfileInput = Pick<
  User,
  'name' | 'education' | 'linkedin' | 'phone' | 'city' | 'district'
>;

export const PROFILE_FIELDS = [
  'name',
  'education',
  'linkedin',
  'phone',
  'city',
  'district',
] as const;

export interface AdminCheck {
  admin: boolean;
}

export interface TokenResponse {
  token: string;
}

export interface PaymentIntentResponse {
  clientSecret: string;
  /** The order's checkout of one, and its whole price. */
  checkoutId?: string;
  price?: CheckoutPrice;
}

/** A checkout's whole price, in cents (pricing.ts quote). */
export interface CheckoutPrice {
  country: string | null;
  code: string | null;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

/**
 * GET /payment-status/{orderId}: the order's payment as Stripe has it now, for the page a
 * customer comes back to after 3-D Secure or a bank's page (never the URL's word for it).
 * `error` is Stripe's last payment error, by code only (PAYMENT_TEXT words it).
 */
export interface PaymentStatusResponse {
  status: 'succeeded' | 'processing' | 'requires_action' | 'failed' | 'unpaid';
  transactionId: string | null;
  error: StripeErrorCodes | null;
}

/** One order of a checkout, as the checkout stored it when it was made (never the client's). */
export interface CheckoutLine {
  orderId: string;
  toolName: string;
  quantity: number;
  /** The order's stored price (its total), in dollars. */
  price: number;
  /** Its share of the checkout's discount and shipping, in cents. */
  discountCents?: number;
  shippingCents?: number;
}

/**
 * What became of one order of a paid checkout: paid by it, or its part refunded (the order
 * expired and sold out, or was gone, cancelled or paid otherwise); pending until the payment
 * is recorded.
 */
export type CheckoutLineOutcome = 'pending' | 'paid' | 'refunded';

export type CheckoutStatus = 'open' | 'paid' | 'canceled';

/** checkouts/{id} (server only): one payment for several held orders of one customer. */
export interface Checkout {
  uid: string;
  email: string;
  name: string;
  orderIds: string[];
  lines: CheckoutLine[];
  /** The sum of the lines' prices, in dollars; the payment intent's amount in cents. */
  total: number;
  paymentIntentId: string;
  status: CheckoutStatus;
  price?: CheckoutPrice;
  /** Its discount code's use: reserved while open, then used or released (server only). */
  codeUse?: 'reserved' | 'used' | 'released';
  /** Once paid: each order's outcome. */
  outcomes?: Record<string, CheckoutLineOutcome>;
}

/** POST /checkout and GET /checkout/{id}: the checkout as its customer sees it. */
export interface CheckoutResponse {
  checkoutId: string;
  status: CheckoutStatus;
  lines: (CheckoutLine & { outcome: CheckoutLineOutcome })[];
  total: number;
  price: CheckoutPrice;
  /** To pay it with Stripe.js while it is open; null once paid or cancelled. */
  clientSecret: string | null;
  /** Why the last attempt to pay it was refused (open only); null otherwise. */
  error: StripeErrorCodes | null;
  /** POST /checkout only, while it can be paid: shows the customer's saved cards. */
  customerSessionClientSecret?: string;
}

/** A receipt's four figures in cents: the paid orders' prices and stored shares, summed. */
export interface ReceiptFigures {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

/** GET /receipt/{paymentId}: one payment's receipt (a checkout's, or a single order's). */
export interface ReceiptResponse extends ReceiptFigures {
  paymentId: string;
  lines: { toolName: string; quantity: number; price: number }[];
  /** Parts of the payment refunded at once (their order could no longer be paid). */
  refunded: { toolName: string; quantity: number; price: number }[];
  /** Dollars paid (refunded parts not counted). */
  total: number;
  last4: string | null;
  /** ISO 8601. */
  paidAt: string | null;
}

/** POST /payment-session/{orderId}: the customer session that lets the Payment Element show saved cards. */
export interface PaymentSessionResponse {
  customerSessionClientSecret: string;
}

/** GET /payment-methods: one of the caller's saved cards, as the profile lists it. */
export interface SavedPaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The parts of a Stripe error (API or Stripe.js) that say what went wrong. */
export interface StripeErrorCodes {
  type?: string;
  code?: string;
  decline_code?: string;
}

/** PATCH /order/{id}'s body: the order's id and its payment intent's (`transectionId`, spelt so). */
export interface PaymentUpdate {
  order: string;
  transectionId: string;
}

/** What a signed-in customer is, as far as an order needs. */
export interface Customer {
  uid: string;
  email: string;
  name: string;
  /** Whether the account's address is verified; unverified accounts have holding caps. */
  emailVerified?: boolean;
}
