/** A checkout's price in cents: the server quotes and charges it, the web app shows its answer. */
import type { ReceiptFigures, ToolCategory } from './types';
import { formatPrice } from './format';

export const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'MX', name: 'Mexico' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IE', name: 'Ireland' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'BE', name: 'Belgium' },
  { code: 'ES', name: 'Spain' },
  { code: 'IT', name: 'Italy' },
  { code: 'AT', name: 'Austria' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'DK', name: 'Denmark' },
  { code: 'SE', name: 'Sweden' },
  { code: 'NO', name: 'Norway' },
  { code: 'PL', name: 'Poland' },
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'JP', name: 'Japan' },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['code'];

export const COUNTRY_CODES: readonly CountryCode[] = COUNTRIES.map((country) => country.code);

/** The country an order ships to when its customer has not said (the shop's home). */
export const DEFAULT_COUNTRY: CountryCode = 'US';

/** What a customer types as a code: trimmed, upper-cased, at most 20 characters. */
export const normalCode = (code: string) => code.trim().toUpperCase().slice(0, 20);

export const isCountryCode = (value: unknown): value is CountryCode =>
  COUNTRIES.some((country) => country.code === value);

export const countryName = (code: string) =>
  COUNTRIES.find((country) => country.code === code)?.name ?? code;

/** shippingZones/{id}: a flat rate per parcel to its countries, free from a subtotal. */
export interface ShippingZone {
  name: string;
  countries: CountryCode[];
  rateCents: number;
  /** The goods' total (after the discount) from which shipping is free; null: never free. */
  freeFromCents: number | null;
  /** The zone of every country no other zone names (at most one). */
  fallback: boolean;
}

/** discountCodes/{CODE}: a code customers type; uses are counted by the server. */
export interface DiscountCode {
  kind: 'percent' | 'fixed';
  /** Percent (1 to 100), or cents off. */
  amount: number;
  minSubtotalCents: number | null;
  /** ISO dates; null: no bound. */
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  /** The categories it applies to; null: every tool. */
  categories: ToolCategory[] | null;
  paused: boolean;
}

/** A code as the API answers it: its rules, its uses so far, and the uses open checkouts hold. */
export type StoredDiscountCode = DiscountCode & { code: string; uses: number; reserved: number };

/** Past these, even a right code is refused until the minute ends, so codes can not be guessed. */
export const WRONG_CODES_PER_MINUTE = 5;

export const DISCOUNT_CODE_MAX_LENGTH = 20;

export const DISCOUNT_TEXT = {
  unknown: 'This code is not known',
  paused: 'This code can not be used right now',
  notStarted: 'This code can not be used yet',
  ended: 'This code has ended',
  usedUp: 'This code has been used up',
  notForTheseTools: 'This code is not for these tools',
  minimum: (cents: number) => `This code needs a subtotal of at least ${formatPrice(cents / 100)}`,
  usedByYou: 'You have already used this code',
  tooManyTries: 'Too many codes tried: please wait a minute and try again',
} as const;

export const SHIPPING_TEXT = {
  country: 'Country',
  unknownCountry: 'Pick a country from the list',
  noZone: 'We do not ship to this country yet',
  oneCountry:
    'Orders paid together are sent in one parcel, to one country: pay orders for other countries on their own',
} as const;

/** Why a code does not apply, or null when it does (uses are checked by the server alone). */
export function discountRefusal(
  code: DiscountCode | undefined,
  lines: { cents: number; category: ToolCategory }[],
  now: Date,
): string | null {
  if (!code) return DISCOUNT_TEXT.unknown;
  if (code.paused) return DISCOUNT_TEXT.paused;
  if (code.startsAt && now < new Date(code.startsAt)) return DISCOUNT_TEXT.notStarted;
  if (code.endsAt && now >= new Date(code.endsAt)) return DISCOUNT_TEXT.ended;
  if (!lines.some((line) => appliesTo(code, line.category))) return DISCOUNT_TEXT.notForTheseTools;
  const subtotal = lines.reduce((sum, line) => sum + line.cents, 0);
  if (code.minSubtotalCents !== null && subtotal < code.minSubtotalCents) {
    return DISCOUNT_TEXT.minimum(code.minSubtotalCents);
  }
  return null;
}

const appliesTo = (code: DiscountCode, category: ToolCategory) =>
  code.categories === null || code.categories.includes(category);

/** The zone that ships to a country: the one naming it, else the fallback, else none. */
export function zoneFor(zones: ShippingZone[], country: string): ShippingZone | undefined {
  return (
    zones.find((zone) => zone.countries.includes(country as CountryCode)) ??
    zones.find((zone) => zone.fallback)
  );
}

/** By largest remainder (ties: the earlier line), so the shares sum to `total` exactly. */
export function splitCents(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** What one order of a checkout paid, in cents: its price less its discount, plus its shipping. */
export const paidCents = (line: {
  price: number;
  discountCents?: number;
  shippingCents?: number;
}) => Math.round(line.price * 100) - (line.discountCents ?? 0) + (line.shippingCents ?? 0);

/** A receipt's figures: what its paid orders carry (their prices and their shares), summed. */
export function receiptFigures(
  lines: { price: number; discountCents?: number; shippingCents?: number }[],
): ReceiptFigures {
  const sum = (cents: (line: (typeof lines)[number]) => number) =>
    lines.reduce((total, line) => total + cents(line), 0);
  return {
    subtotalCents: sum((line) => Math.round(line.price * 100)),
    discountCents: sum((line) => line.discountCents ?? 0),
    shippingCents: sum((line) => line.shippingCents ?? 0),
    totalCents: sum(paidCents),
  };
}

/** A receipt's four rows (label, amount), the same in its mail and on its printable page. */
export const receiptRows = (figures: ReceiptFigures): [string, string][] => [
  [PRICE_TEXT.subtotal, formatPrice(figures.subtotalCents / 100)],
  [
    PRICE_TEXT.discount,
    figures.discountCents > 0 ? `−${formatPrice(figures.discountCents / 100)}` : formatPrice(0),
  ],
  [
    PRICE_TEXT.shipping,
    figures.shippingCents > 0 ? formatPrice(figures.shippingCents / 100) : PRICE_TEXT.free,
  ],
  [PRICE_TEXT.total, formatPrice(figures.totalCents / 100)],
];

/** A checkout's whole price in cents, and each line's share of its discount and shipping. */
export interface Quote {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  lines: { discountCents: number; shippingCents: number }[];
}

/** Shipping is once per parcel, free when the goods after the discount reach 'free from'. */
export function quote(
  lines: { cents: number; category: ToolCategory }[],
  zone: ShippingZone,
  code?: DiscountCode,
): Quote {
  const subtotalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  const eligible = lines.map((line) => (code && appliesTo(code, line.category) ? line.cents : 0));
  const eligibleCents = eligible.reduce((a, b) => a + b, 0);
  const discountCents = !code
    ? 0
    : code.kind === 'percent'
      ? Math.round((eligibleCents * code.amount) / 100)
      : Math.min(code.amount, eligibleCents);
  const goods = subtotalCents - discountCents;
  const free = zone.freeFromCents !== null && goods >= zone.freeFromCents;
  const shippingCents = free ? 0 : zone.rateCents;
  const discounts = splitCents(discountCents, eligible);
  const shipping = splitCents(
    shippingCents,
    lines.map((line) => line.cents),
  );
  return {
    subtotalCents,
    discountCents,
    shippingCents,
    totalCents: goods + shippingCents,
    lines: lines.map((_, index) => ({
      discountCents: discounts[index]!,
      shippingCents: shipping[index]!,
    })),
  };
}

export const SHIPPING_PAGE_TEXT = {
  title: 'Shipping',
  intro:
    "One payment is one parcel: it pays its zone's rate once, or nothing when its tools (after any discount) reach the zone's 'free from'.",
  table: 'Shipping zones',
  columns: ['Zone', 'Countries', 'Rate', 'Free from', 'Fallback', 'Actions'],
  none: 'No shipping zones yet: customers can not order until one covers their country.',
  add: 'Add a zone',
  addTitle: 'New shipping zone',
  edit: (name: string) => `Edit ${name}`,
  delete: (name: string) => `Delete ${name}`,
  name: 'Name',
  countries: 'Countries',
  rate: 'Rate per parcel ($)',
  freeFrom: 'Free from ($, empty: never free)',
  fallback: 'Fallback: ships to every country no other zone names',
  everyOtherCountry: 'Every other country',
  yes: 'Yes',
  no: 'No',
  never: 'Never',
  save: 'Save',
  cancel: 'Cancel',
  saved: (name: string) => `Zone ${name} saved`,
  deleted: (name: string) => `Zone ${name} deleted`,
  failed: 'The zone could not be saved',
  deleteFailed: 'The zone could not be deleted',
  confirmDelete: (name: string) => `Delete the shipping zone ${name}?`,
  deleteWarning: 'Its countries can not order until another zone covers them.',
} as const;

export const DISCOUNTS_PAGE_TEXT = {
  title: 'Discounts',
  table: 'Discount codes',
  columns: ['Code', 'Discount', 'Limits', 'Dates', 'Uses', 'Status', 'Actions'],
  none: 'No discount codes yet.',
  create: 'Create a code',
  createTitle: 'New discount code',
  code: 'Code',
  kind: 'Kind',
  kinds: { percent: 'Percent', fixed: 'Fixed amount' },
  amountPercent: 'Discount (%)',
  amountFixed: 'Discount ($)',
  minSubtotal: 'Minimum subtotal ($, optional)',
  startsAt: 'Starts (optional)',
  endsAt: 'Ends (optional)',
  maxUses: 'Uses in all (optional)',
  maxUsesPerCustomer: 'Uses per customer (optional)',
  categories: 'Only for these categories (none: every tool)',
  created: (code: string) => `Code ${code} created`,
  failed: 'The code could not be saved',
  pause: 'Pause',
  resume: 'Resume',
  pauseCode: (code: string) => `Pause ${code}`,
  resumeCode: (code: string) => `Resume ${code}`,
  paused: 'Paused',
  active: 'Active',
  pausedNotice: (code: string) => `Code ${code} paused`,
  resumedNotice: (code: string) => `Code ${code} resumed`,
  percentOff: (percent: number) => `${percent}% off`,
  amountOff: (cents: number) => `${formatPrice(cents / 100)} off`,
  minimum: (cents: number) => `From ${formatPrice(cents / 100)}`,
  maxUsesLimit: (uses: number) => `${uses} uses`,
  perCustomerLimit: (uses: number) => `${uses} per customer`,
  noLimits: 'No limits',
  from: (date: string) => `From ${date}`,
  until: (date: string) => `until ${date}`,
  always: 'Always',
  used: (uses: number) => `${uses} used`,
  reserved: (count: number) => `${count} being paid`,
  submit: 'Create',
  cancel: 'Cancel',
} as const;

/** A checkout's whole price as the payment page and Pay all show it, and the code field. */
export const PRICE_TEXT = {
  summary: 'Price',
  subtotal: 'Subtotal',
  discount: 'Discount',
  discountWith: (code: string) => `Discount (${code})`,
  shipping: 'Shipping',
  shippingTo: (country: string) => `Shipping to ${country}`,
  free: 'Free',
  total: 'Total',
  code: 'Discount code',
  apply: 'Apply',
  applied: (code: string) => `Code ${code} applied`,
  failed: 'The code could not be checked: try again',
  /** An order's share of its payment's discount and shipping (My Orders, Manage Orders). */
  shares: (discountCents: number, shippingCents: number) =>
    [
      discountCents > 0 ? `Discount −${formatPrice(discountCents / 100)}` : '',
      shippingCents > 0 ? `Shipping ${formatPrice(shippingCents / 100)}` : '',
    ]
      .filter(Boolean)
      .join(' · '),
} as const;
