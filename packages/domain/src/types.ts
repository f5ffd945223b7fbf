/** Entities of the spec (section 3). Firestore document ids are the `_id`s. */
export interface Tool {
  _id: string;
  name: string;
  img: string;
  price: number;
  description: string;
  minimumOrder: number;
  availableQuantity: number;
}

export type ToolInput = Omit<Tool, '_id'>;

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
  paid: boolean;
  transactionId: string | null;
  /** Spelt so by the spec; 'shipped' means shipped/confirmed. */
  pandingChange: string | null;
  /** The order's state (orders.ts ORDER_TRANSITIONS); missing on orders older than it. */
  status: OrderStatus;
  createdAt?: unknown;
  /** Until when a held order keeps its stock: set by the server only. */
  holdUntil?: unknown;
  /** The order's one payment intent, set by the server only. */
  paymentIntentId?: string | null;
  /** Cents refunded so far (partial or full), set by the server only. */
  refundedAmount?: number;
  /** The last dispute of its payment, as Stripe reports it; set by the server only. */
  dispute?: { id: string; status: string } | null;
}

/**
 * held: unpaid, holding its stock until holdUntil; paid; shipped; expired: the hold ended unpaid
 * (stock released); cancelled by an admin while unpaid (stock released); refunded in full.
 */
export type OrderStatus = 'held' | 'paid' | 'shipped' | 'expired' | 'cancelled' | 'refunded';

export interface OrderInput {
  toolId: string;
  phone: string;
  address: string;
  orderedQuantity: number;
}

export interface Review {
  _id: string;
  name: string;
  email: string;
  uid: string;
  rate: number;
  review: string;
  createdAt?: unknown;
}

export interface User {
  _id: string;
  name: string;
  email: string;
  role: string | null;
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
}

/** The spec's payment update payload, spelling included. */
export interface PaymentUpdate {
  order: string;
  transectionId: string;
}

/** What a signed-in customer is, as far as an order needs. */
export interface Customer {
  uid: string;
  email: string;
  name: string;
}
