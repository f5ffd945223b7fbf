/** The shop's entities as Firestore stores them and the API answers them; ids are the `_id`s. */

export type ToolCategory =
  | 'drivetrain'
  | 'brakes'
  | 'wheels-tyres'
  | 'bottom-brackets-headsets'
  | 'pumps-inflation'
  | 'multi-tools-keys'
  | 'cleaning-lube'
  | 'workshop';

export type CarrierId = 'ups' | 'usps' | 'fedex' | 'dhl' | 'other';

/** What an order keeps of its shipment: both or neither, so the field is absent without them. */
export interface Shipment {
  carrier: CarrierId;
  trackingNumber: string;
}

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
  category: ToolCategory;
  /** At or below this stock the tool is low on stock (LOW_STOCK_THRESHOLD when missing). */
  lowStockThreshold?: number;
  /** The server's time of creation (ISO in API answers). */
  createdAt?: unknown;
  /** Server only (the low-stock trigger): whether the stock is at or under its threshold. */
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

/** One restock, in the server-only tools/{id}/stockLog; `by` is the admin's uid. */
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

/** An admin's edit never writes the stock, which moves by deltas alone. */
export type ToolEdit = Omit<ToolInput, 'availableQuantity'>;

/** Exactly the fields of a ToolEdit of a tool (the stock left out); none undefined. */
export function pickToolEdit(tool: ToolEdit): ToolEdit {
  const fields = Object.entries(pickToolInput(tool as ToolInput));
  return Object.fromEntries(fields.filter(([field]) => field !== 'availableQuantity')) as ToolEdit;
}

export interface Restock {
  delta: number;
  reason: string;
  /** The variant it moves: required when the tool has an option (variants.ts). */
  variantId?: string;
}

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
  /** The dispute that decides what may happen next (disputeSummary); `disputes` holds them all. */
  dispute?: { id: string; status: string } | null;
  /** Every dispute of its payment by Stripe's id, each status only ever moving forward. */
  disputes?: Record<string, string>;
  returnReason?: ReturnReason;
  returnComment?: string;
  returnDeclineReason?: string;
  /** What the admin refunds on receiving the return, in cents, why, and whether its units went back. */
  returnRefundCents?: number;
  returnRefundReason?: string;
  returnRestock?: boolean;
  /** Why the staff cancelled and refunded it (POST /api/manageorder/{id}/refund). */
  refundReason?: string;
  /** Set when an admin wrote the order off after a lost dispute: whether its units came back, why. */
  writtenOff?: { restock: boolean; reason?: string } | null;
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

/** Derived from `status` (orders.ts specFields); `pandingChange` is the spec's spelling. */
export interface SpecFields {
  paid: boolean;
  pandingChange: string | null;
}

export type SpecOrder = Order & SpecFields;

/** What each state means and which events move an order between them: docs/orders.md. */
export type OrderStatus =
  | 'held'
  | 'paid'
  | 'refunding'
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

/** Public, so no e-mail and no uid; `verified` ('Verified buyer') needs a paid order. */
export interface Review {
  _id: string;
  name: string;
  rate: number;
  review: string;
  verified: boolean;
  createdAt?: unknown;
}

/** The author's private copy, under the review's id; `paidOrderId` backs 'Verified buyer'. */
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

/** One GET /api answer as a page's loader takes it: its body and a list's next-page cursor. */
export interface ApiAnswer {
  body: unknown;
  next?: string | null;
}

/** Answers a GET path under /api as the API would; undefined where it would refuse the read. */
export type ApiReader = (path: string) => Promise<ApiAnswer | undefined>;

export interface PaymentIntentResponse {
  /** null: nothing to charge, the order is paid already (a free order). */
  clientSecret: string | null;
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

/** refunded: its order could no longer take the payment (expired and sold out, gone, or paid). */
export type CheckoutLineOutcome = 'pending' | 'paid' | 'refunded';

/** ending: it can no longer pay its orders, and its cancel is owed to Stripe (retried). */
export type CheckoutStatus = 'open' | 'ending' | 'paid' | 'canceled';

/** checkouts/{id} (server only): every payment, of one held order of a customer or several. */
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
  outcomes?: Record<string, CheckoutLineOutcome>;
}

export interface CheckoutResponse {
  checkoutId: string;
  /** An ending checkout is canceled for its customer: it can no longer be paid. */
  status: Exclude<CheckoutStatus, 'ending'>;
  lines: (CheckoutLine & { outcome: CheckoutLineOutcome })[];
  total: number;
  price: CheckoutPrice;
  /** To pay it with Stripe.js while it is open; null once paid or cancelled. */
  clientSecret: string | null;
  /** Why the last attempt to pay it was refused (open only); null otherwise. */
  error: StripeErrorCodes | null;
  /** Open, with a payment the bank is still processing. */
  processing: boolean;
  /** The payment intent's id once paid (the spec's transaction id); null otherwise. */
  transactionId: string | null;
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

export interface SavedPaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

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

export interface Customer {
  uid: string;
  email: string;
  name: string;
  /** Whether the account's address is verified; unverified accounts have holding caps. */
  emailVerified?: boolean;
}
