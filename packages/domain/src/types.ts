import type { ToolCategory } from './catalogue';

/** Entities of the spec (section 3). Firestore document ids are the `_id`s. */
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
  /** Set by the server when the tool is created (ISO time in API answers). */
  createdAt?: unknown;
}

export type ToolInput = Omit<Tool, '_id' | 'createdAt'>;

/** The fields of a ToolInput: all that an admin writes to a tool. */
export const TOOL_INPUT_FIELDS = [
  'name',
  'img',
  'price',
  'description',
  'minimumOrder',
  'availableQuantity',
  'category',
] as const satisfies readonly (keyof ToolInput)[];

/** Exactly the ToolInput fields of a tool (what the rules let an admin write). */
export function pickToolInput(tool: ToolInput): ToolInput {
  return Object.fromEntries(TOOL_INPUT_FIELDS.map((field) => [field, tool[field]])) as ToolInput;
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
  paid: boolean;
  transactionId: string | null;
  /** Spelt so by the spec; 'shipped' means shipped/confirmed. */
  pandingChange: string | null;
  createdAt?: unknown;
}

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
