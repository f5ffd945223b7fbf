/** The sales page reads counters, not orders, so it reads a few documents at any size. */
import { object, string } from 'yup';
import { DAY_MS } from './constants';
import { toCents } from './format';
import { ORDER_TEXT } from './form-messages';
import { ORDER_STATUSES } from './orders';
import { RETURN_TEXT } from './returns';
import type { Order, OrderStatus } from './types';
import { orderLineName } from './variants';

/** Days of revenue the sales page shows (today included), and best sellers it lists. */
export const SALES_DAYS = 30;
export const BEST_SELLERS = 5;
export const LOW_STOCK_LIST_LIMIT = 10;
export const CSV_MAX_DAYS = 366;
export const CSV_PAGE_SIZE = 200;

export const SALES_DOC = {
  orders: 'orders',
  day: (day: string) => `day-${day}`,
  month: (month: string) => `month-${month}`,
  /** Shard `shard` of a counter: '~' sorts after the counter's own id and before the next's. */
  shard: (counterId: string, shard: number) => `${counterId}~${shard}`,
} as const;

/** Firestore sustains about one write a second per document (docs/performance.md). */
export const SALES_SHARDS = 10;

/** One query of this id range reads the counters whole, unsharded documents of before too. */
export const salesIdRange = (first: string, last: string): [string, string] => [
  first,
  SALES_DOC.shard(last, SALES_SHARDS - 1),
];

/** A UTC day as YYYY-MM-DD, and its month as YYYY-MM. */
export const dayKey = (date: Date) => date.toISOString().slice(0, 10);
export const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/** The SALES_DAYS days up to `today`, oldest first, as day keys. */
export function salesDays(today: Date, days = SALES_DAYS): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    dayKey(new Date(end - (days - 1 - index) * DAY_MS)),
  );
}

/** In cents; a refund comes off the tools before the shipping (docs/orders.md). */
export interface SalesDay {
  day: string;
  paidOrders: number;
  revenueCents: number;
  discountCents: number;
  refundedCents: number;
  shippingCents: number;
}

export type DaySums = Omit<SalesDay, 'day'>;

export const emptyDay = (): DaySums => ({
  paidOrders: 0,
  revenueCents: 0,
  discountCents: 0,
  refundedCents: 0,
  shippingCents: 0,
});

const DAY_SUMS = Object.keys(emptyDay()) as (keyof DaySums)[];

/** A day's revenue net of discounts and refunds, shipping apart. */
export const netRevenueCents = (day: DaySums) =>
  day.revenueCents - day.discountCents - day.refundedCents;

export interface BestSeller {
  toolId: string;
  name: string;
  quantity: number;
}

/** What the counters hold, or how much a change moves them. */
export interface SalesFigures {
  byStatus: Partial<Record<OrderStatus, number>>;
  days: Record<string, DaySums>;
  months: Record<string, Record<string, { name: string; quantity: number }>>;
}

export const emptyFigures = (): SalesFigures => ({ byStatus: {}, days: {}, months: {} });

/** A stored time (a Firestore Timestamp, a Date or an ISO string) as a Date. */
export function asDate(value: unknown): Date | undefined {
  if (value instanceof Date) return value;
  if (typeof value === 'string') return new Date(value);
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate: () => Date }).toDate();
  }
  return undefined;
}

/** Kept per order in salesCounted/{orderId}, so that each change is counted once. */
export interface CountedOrder {
  status: OrderStatus;
  toolId: string;
  toolName: string;
  price: number;
  orderedQuantity: number;
  paidAt: unknown;
  refundedAmount: number;
  /** Its stored shares of its payment's discount and shipping, in cents. */
  discountCents: number;
  shippingCents: number;
}

type CountableOrder = Partial<
  Pick<
    Order,
    'toolId' | 'toolName' | 'price' | 'orderedQuantity' | 'discountCents' | 'shippingCents'
  >
> &
  Pick<Order, 'status'> & {
    paidAt?: unknown;
    refundedAmount?: number;
  };

const numberOr0 = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** The counted fields of a stored order (missing ones as nothing: never undefined). */
export function countedOrderOf(order: CountableOrder): CountedOrder {
  return {
    status: order.status,
    toolId: typeof order.toolId === 'string' ? order.toolId : '',
    toolName: typeof order.toolName === 'string' ? order.toolName : '',
    price: numberOr0(order.price),
    orderedQuantity: numberOr0(order.orderedQuantity),
    paidAt: order.paidAt ?? null,
    refundedAmount: numberOr0(order.refundedAmount),
    discountCents: numberOr0(order.discountCents),
    shippingCents: numberOr0(order.shippingCents),
  };
}

/** Its state, and once paid its sums on the day of payment and its units in that month. */
export function contributionOf(order: CountedOrder | null | undefined): SalesFigures {
  const figures = emptyFigures();
  if (!order) return figures;
  figures.byStatus[order.status] = 1;
  const paidAt = asDate(order.paidAt);
  if (paidAt) {
    const goodsCents = toCents(order.price) - order.discountCents;
    const shippingRefunded = Math.min(
      order.shippingCents,
      Math.max(0, order.refundedAmount - goodsCents),
    );
    figures.days[dayKey(paidAt)] = {
      paidOrders: 1,
      revenueCents: toCents(order.price),
      discountCents: order.discountCents,
      refundedCents: order.refundedAmount - shippingRefunded,
      shippingCents: order.shippingCents - shippingRefunded,
    };
    figures.months[monthKey(paidAt)] = {
      [order.toolId]: {
        name: order.toolName,
        // A full refund, or a return that came back (returned), sold nothing.
        quantity:
          order.status === 'refunded' || order.status === 'returned' ? 0 : order.orderedQuantity,
      },
    };
  }
  return figures;
}

export const countsAlike = (
  a: CountedOrder | null | undefined,
  b: CountedOrder | null | undefined,
) => JSON.stringify(contributionOf(a)) === JSON.stringify(contributionOf(b));

/** `into` plus `sign` times `figures` (names: the last one added wins). */
export function addFigures(into: SalesFigures, figures: SalesFigures, sign = 1): SalesFigures {
  for (const [status, count] of Object.entries(figures.byStatus)) {
    const key = status as OrderStatus;
    into.byStatus[key] = (into.byStatus[key] ?? 0) + sign * count;
  }
  for (const [day, value] of Object.entries(figures.days)) {
    const was = into.days[day] ?? emptyDay();
    const sums = emptyDay();
    for (const key of DAY_SUMS) sums[key] = was[key] + sign * value[key];
    into.days[day] = sums;
  }
  for (const [month, tools] of Object.entries(figures.months)) {
    const into_ = (into.months[month] ??= {});
    for (const [toolId, sold] of Object.entries(tools)) {
      into_[toolId] = {
        name: sold.name,
        quantity: (into_[toolId]?.quantity ?? 0) + sign * sold.quantity,
      };
    }
  }
  return into;
}

/** Figures without the entries that are zero (what a delta really moves, what a recount shows). */
export function withoutZeros(figures: SalesFigures): SalesFigures {
  const out = emptyFigures();
  for (const [status, count] of Object.entries(figures.byStatus)) {
    if (count !== 0) out.byStatus[status as OrderStatus] = count;
  }
  for (const [day, value] of Object.entries(figures.days)) {
    if (Object.values(value).some((sum) => sum !== 0)) out.days[day] = value;
  }
  for (const [month, tools] of Object.entries(figures.months)) {
    const kept = Object.entries(tools).filter(([, sold]) => sold.quantity !== 0);
    if (kept.length > 0) out.months[month] = Object.fromEntries(kept);
  }
  return out;
}

/** How the figures move when an order counted as `counted` is now `now` (null: none). */
export function salesDelta(
  counted: CountedOrder | null | undefined,
  now: CountedOrder | null | undefined,
): SalesFigures {
  return withoutZeros(addFigures(contributionOf(now), contributionOf(counted), -1));
}

export interface SalesShardWrite {
  counterId: string;
  /** Numbers are amounts to add; strings (month, a tool's name) are set. */
  data: Record<string, unknown>;
}

/** A month's tools and days go in one write; the count by state in another. */
export function salesShardWrites(figures: SalesFigures): SalesShardWrite[] {
  const writes: SalesShardWrite[] = [];
  if (Object.keys(figures.byStatus).length > 0) {
    writes.push({ counterId: SALES_DOC.orders, data: { byStatus: figures.byStatus } });
  }
  const months = new Map<string, { month: string; tools?: object; days?: object }>();
  const monthOf = (month: string) => {
    const data = months.get(month) ?? { month };
    months.set(month, data);
    return data;
  };
  for (const [month, tools] of Object.entries(figures.months)) monthOf(month).tools = tools;
  for (const [day, sums] of Object.entries(figures.days)) {
    const data = monthOf(day.slice(0, 7));
    data.days = { ...data.days, [day]: sums };
  }
  for (const [month, data] of months) writes.push({ counterId: SALES_DOC.month(month), data });
  return writes;
}

const daySums = (value: Record<string, unknown>): DaySums => ({
  paidOrders: numberOr0(value.paidOrders),
  revenueCents: numberOr0(value.revenueCents),
  discountCents: numberOr0(value.discountCents),
  refundedCents: numberOr0(value.refundedCents),
  shippingCents: numberOr0(value.shippingCents),
});

/** What one stored sales document holds (a shard, or an unsharded counter of before). */
export function salesDocFigures(data: Record<string, unknown> | undefined): SalesFigures {
  const figures = emptyFigures();
  if (!data) return figures;
  const byStatus = data.byStatus as Partial<Record<OrderStatus, number>> | undefined;
  if (byStatus) figures.byStatus = { ...byStatus };
  if (typeof data.day === 'string') figures.days[data.day] = daySums(data);
  const days = data.days as Record<string, Record<string, unknown>> | undefined;
  for (const [day, sums] of Object.entries(days ?? {})) figures.days[day] = daySums(sums);
  const tools = data.tools as SalesFigures['months'][string] | undefined;
  if (typeof data.month === 'string' && tools) figures.months[data.month] = { ...tools };
  return figures;
}

export const sumSalesDocs = (docs: Iterable<Record<string, unknown> | undefined>) => {
  const total = emptyFigures();
  for (const data of docs) addFigures(total, salesDocFigures(data));
  return total;
};

/** What the counters must hold for these (stored) orders. */
export function recountSales(orders: Iterable<CountableOrder>): SalesFigures {
  const total = emptyFigures();
  for (const order of orders) addFigures(total, contributionOf(countedOrderOf(order)));
  return withoutZeros(total);
}

/** The month's best sellers: most units first, ties by name. */
export function bestSellers(
  tools: Record<string, { name: string; quantity: number }> | undefined,
  count = BEST_SELLERS,
): BestSeller[] {
  return Object.entries(tools ?? {})
    .map(([toolId, sold]) => ({ toolId, name: sold.name, quantity: sold.quantity }))
    .filter((seller) => seller.quantity > 0)
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name))
    .slice(0, count);
}

/** Every state with its count (0 when the counter has none). */
export const ordersByStatus = (byStatus: Partial<Record<OrderStatus, number>> | undefined) =>
  ORDER_STATUSES.map((status) => ({ status, count: byStatus?.[status] ?? 0 }));

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Whether a text is a real calendar day as YYYY-MM-DD. */
export const isDay = (value: string | undefined) =>
  value !== undefined &&
  DATE_PATTERN.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  dayKey(new Date(`${value}T00:00:00Z`)) === value;

export const SALES_TEXT = {
  revenueTitle: `Revenue and paid orders, last ${SALES_DAYS} days`,
  revenueTable: `Revenue and paid orders per day, last ${SALES_DAYS} days`,
  revenueSummary: (revenue: string, orders: number) =>
    `${revenue} from ${orders} paid ${orders === 1 ? 'order' : 'orders'} in the last ${SALES_DAYS} days (UTC days, net of discounts and refunds).`,
  shippingSummary: (shipping: string) =>
    `Shipping charged besides, net of refunds: ${shipping} (not in the revenue).`,
  shipping: 'Shipping',
  day: 'Day',
  revenue: 'Revenue',
  paidOrders: 'Paid orders',
  statusTitle: 'Orders by state now',
  statusTable: 'Orders by state',
  state: 'State',
  orders: 'Orders',
  statusLabels: {
    held: 'Placed (held)',
    paid: 'Paid',
    refunding: ORDER_TEXT.refunding,
    shipped: 'Shipped',
    expired: 'Expired',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
    ...RETURN_TEXT.status,
  } satisfies Record<OrderStatus, string>,
  bestSellersTitle: `The ${BEST_SELLERS} best-selling tools this month`,
  bestSellersTable: 'Best-selling tools this month',
  tool: 'Tool',
  unitsSold: 'Units sold',
  noSales: 'No tool has sold this month yet.',
  lowStockTitle: 'Tools at or below their low-stock threshold',
  lowStockTable: 'Low-stock tools',
  stock: 'In stock',
  threshold: 'Threshold',
  noLowStock: 'No tool is low on stock.',
  lowStockBadge: 'Low stock',
  lowStockThresholdField: 'Low-stock threshold',
  exportTitle: 'Export orders',
  exportHint: 'Orders placed from the first day to the last (UTC), as CSV.',
  from: 'From',
  to: 'To',
  download: 'Download CSV',
  downloadFailed: 'The export failed. Please try again.',
  csvFileName: (from: string, to: string) => `orders-${from}-to-${to}.csv`,
  csvColumns: [
    'Order id',
    'Placed at (UTC)',
    'State',
    'Tool id',
    'Tool',
    'Quantity',
    'Unit price',
    'Total',
    'Discount',
    'Shipping',
    'Refunded',
    'Customer',
    'Email',
    'Phone',
    'Address',
    'Transaction id',
    'Paid at (UTC)',
  ],
  invalidFrom: 'Please give the first day as YYYY-MM-DD',
  invalidTo: 'Please give the last day as YYYY-MM-DD',
  toBeforeFrom: 'The last day can not be before the first day',
  rangeTooLong: `The range can be at most ${CSV_MAX_DAYS} days`,
} as const;

export const csvRangeSchema = object({
  from: string()
    .required(SALES_TEXT.invalidFrom)
    .test('day', SALES_TEXT.invalidFrom, (value) => isDay(value)),
  to: string()
    .required(SALES_TEXT.invalidTo)
    .test('day', SALES_TEXT.invalidTo, (value) => isDay(value))
    .test(
      'after-from',
      SALES_TEXT.toBeforeFrom,
      (to, context) => !isDay(context.parent.from) || to! >= (context.parent.from as string),
    )
    .test(
      'at-most',
      SALES_TEXT.rangeTooLong,
      (to, context) =>
        !isDay(context.parent.from) ||
        (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${context.parent.from}T00:00:00Z`)) / DAY_MS <
          CSV_MAX_DAYS,
    ),
});

/** The start (inclusive) and end (exclusive) of a CSV range, as instants. */
export function csvRangeBounds(range: { from: string; to: string }): { start: Date; end: Date } {
  return {
    start: new Date(`${range.from}T00:00:00Z`),
    end: new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS),
  };
}

/**
 * RFC 4180; text a spreadsheet would run as a formula gets a leading quote, to stay inert, and a
 * semicolon is quoted too, so that a spreadsheet splitting on it starts no cell with a formula.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  let quote = /[",;\r\n]/.test(text);
  if (/^[=+\-@\t\r]/.test(text)) {
    text = `'${text}`;
    quote = true;
  }
  return quote ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, with the CRLF ending RFC 4180 asks for. */
export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** An order as a CSV row, in the order of SALES_TEXT.csvColumns. */
export function orderCsvRow(order: Order & { _id: string; paidAt?: unknown }): unknown[] {
  const iso = (value: unknown) => asDate(value)?.toISOString() ?? '';
  return [
    order._id,
    iso(order.createdAt),
    order.status,
    order.toolId,
    orderLineName(order),
    order.orderedQuantity,
    order.unitPrice,
    order.price,
    (order.discountCents ?? 0) / 100,
    (order.shippingCents ?? 0) / 100,
    (order.refundedAmount ?? 0) / 100,
    order.userName || order.name,
    order.email,
    order.phone,
    order.address,
    order.transactionId ?? '',
    iso(order.paidAt),
  ];
}
