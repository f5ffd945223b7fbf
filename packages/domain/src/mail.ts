/** Every mail, rendered from one structure so user values are escaped and headers one line. */
import {
  MY_ORDERS_PATH,
  NEWSLETTER_CONFIRM_DAYS,
  ORDER_MAILS_PER_HOUR,
  PRODUCT_NAME,
} from './constants';
import { formatPrice, receiptLineLabel } from './format';
import type { OrderMailKind } from './order-events';
import { receiptFigures, receiptRows } from './pricing';
import { EMAIL_PATTERN } from './schemas';
import { carrierName, trackingUrl } from './shipment';
import { RETURN_TEXT } from './returns';
import { STOCK_WAIT_CONFIRM_DAYS } from './stock-waits';
import { VARIANT_PARAM } from './variants';
import type { ReceiptFigures, Shipment } from './types';

export { ORDER_MAIL_KINDS, type OrderMailKind } from './order-events';
export type MailKind =
  | OrderMailKind
  | 'payment-refunded'
  | 'receipt'
  | 'newsletter-confirm'
  | 'low-stock'
  | 'stock-wait-confirm'
  | 'back-in-stock';

/** Delivery states of the Trigger Email extension's schema. */
export const MAIL_STATE = {
  pending: 'PENDING',
  processing: 'PROCESSING',
  success: 'SUCCESS',
  error: 'ERROR',
  /** Not sent, on purpose (see MAIL_SKIP_REASON): not a failure, and never retried. */
  skipped: 'SKIPPED',
} as const;

/**
 * An opt-in's confirmation is itself the address's check, and what follows a payment costs its
 * sender money; other mails need a verified address.
 */
export const MAILS_TO_UNVERIFIED: readonly MailKind[] = [
  'newsletter-confirm',
  'stock-wait-confirm',
  // Sent only to waits whose address was confirmed: by its link, or a verified account's own.
  'back-in-stock',
  'paid',
  'receipt',
  'shipped',
  'tracking-updated',
  'refunded',
  'payment-refunded',
  'return-requested',
  'return-approved',
  'return-declined',
  'return-received',
];

/** Mails a customer can cause at no cost; receipts, refunds and shipping notices always go. */
export const RATE_LIMITED_MAILS: readonly MailKind[] = [
  'placed',
  'cancelled',
  'expired',
  'stock-wait-confirm',
];

export interface FailedMail {
  id: string;
  to: string;
  subject: string;
  /** The last attempt's error, as the mail server said it (admins only). */
  error: string | null;
  attempts: number;
  kind: MailKind | null;
  orderId: string | null;
  /** ISO 8601. */
  failedAt: string | null;
}

export type MailDeliveryCounts = Record<'sent' | 'retry' | 'failed' | 'skipped', number>;

/** Why a mail was skipped (delivery.skipReason of a SKIPPED mail). */
export const MAIL_SKIP_REASON = {
  unverified: 'The recipient address is not verified by a shop account',
  rateLimited: `The recipient got ${ORDER_MAILS_PER_HOUR} order mails in the last hour`,
} as const;

/** The same on every attempt, so a mail sent twice is recognisable; the domain is `from`'s. */
export function mailMessageId(mailId: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'pedalworks.invalid';
  return `<${mailId.replace(/[^A-Za-z0-9._-]/g, '_')}@${domain}>`;
}

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

/** What an order mail says: read from the stored order (never from the request). */
export interface OrderMailData {
  orderId: string;
  name: string;
  toolName: string;
  quantity: number;
  unitPrice: number;
  total: number;
  address: string;
  transactionId?: string | null;
  at: Date;
  /** Until when a placed, unpaid order holds its stock (when the shop holds orders). */
  holdUntil?: Date | null;
  /** The amount refunded, in dollars. */
  refundAmount?: number | null;
  shipment?: Shipment | null;
  /** A return's reason: the customer's (requested) or the admin's (declined). */
  returnReason?: string | null;
  last4?: string | null;
  /** The order's stored shares of its payment's discount and shipping, in cents (the receipt). */
  discountCents?: number;
  shippingCents?: number;
  /** The shop's address, for links: e.g. https://pedalworks.example. */
  shopUrl: string;
}

export interface NewsletterConfirmData {
  confirmUrl: string;
}

export interface LowStockData {
  toolId: string;
  toolName: string;
  availableQuantity: number;
  shopUrl: string;
}

/** One mail as a structure; render() makes text and HTML of it. */
interface MailContent {
  subject: string;
  greeting?: string;
  paragraphs: string[];
  /** Label and value rows (a receipt, an order summary); each value is shown on one line. */
  details?: (readonly [string, string])[];
  /** Links before `link` (a parcel's tracking page). */
  links?: { label: string; url: string }[];
  link?: { label: string; url: string };
}

/** Control characters and line breaks of every kind, which have no place in a header. */
// eslint-disable-next-line no-control-regex
const LINE_BREAKS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

/** One line: line breaks and control characters become a space (headers, subjects). */
export function singleLine(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(/\s+/g, ' ').trim();
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put in HTML, as element content or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** One plain address, with nothing that could add a recipient or a header. */
export function isMailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value) && !/[,;<>"()\\]/.test(value);
}

export const INVALID_RECIPIENT = 'The recipient is not a single plain e-mail address';

export function mailAddress(value: string): string {
  if (!isMailAddress(value)) throw new Error(INVALID_RECIPIENT);
  return value;
}

/** A date and time in mails: the reader's locale is unknown, so English and UTC, said so. */
export function mailDate(date: Date): string {
  return `${new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date)} UTC`;
}

const SIGN_OFF = PRODUCT_NAME;

function renderText(content: MailContent): string {
  const blocks: string[] = [];
  if (content.greeting) blocks.push(content.greeting);
  blocks.push(...content.paragraphs);
  if (content.details?.length) {
    blocks.push(
      content.details.map(([label, value]) => `${label}: ${singleLine(value)}`).join('\n'),
    );
  }
  for (const link of [...(content.links ?? []), ...(content.link ? [content.link] : [])]) {
    blocks.push(`${link.label}: ${link.url}`);
  }
  blocks.push(`-- \n${SIGN_OFF}`);
  return `${blocks.join('\n\n')}\n`;
}

function renderHtml(content: MailContent): string {
  const parts: string[] = [];
  if (content.greeting) parts.push(`<p>${escapeHtml(content.greeting)}</p>`);
  for (const paragraph of content.paragraphs) parts.push(`<p>${escapeHtml(paragraph)}</p>`);
  if (content.details?.length) {
    const rows = content.details
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
          `<td style="padding:4px 0">${escapeHtml(singleLine(value))}</td></tr>`,
      )
      .join('');
    parts.push(`<table style="border-collapse:collapse">${rows}</table>`);
  }
  for (const link of [...(content.links ?? []), ...(content.link ? [content.link] : [])]) {
    parts.push(`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`);
  }
  parts.push(`<p>${escapeHtml(SIGN_OFF)}</p>`);
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="font-family:sans-serif;font-size:16px;line-height:1.5;color:#222">` +
    `${parts.join('')}</body></html>`
  );
}

function render(content: MailContent): MailMessage {
  const subject = singleLine(content.subject);
  return {
    subject,
    text: renderText({ ...content, subject }),
    html: renderHtml({ ...content, subject }),
  };
}

/** Links of the mails: pages of the web app (same paths as web/src/config/paths.ts). */
export const MAIL_LINK = {
  payment: (shopUrl: string, orderId: string) =>
    `${shopUrl}/dashboard/payment/${encodeURIComponent(orderId)}`,
  orders: (shopUrl: string) => `${shopUrl}${MY_ORDERS_PATH}`,
  manageTools: (shopUrl: string) => `${shopUrl}/dashboard/manageTool`,
} as const;

export const MAIL_TEXT = {
  greeting: (name: string) => `Hello ${singleLine(name)},`,
  orderNumber: 'Order',
  tool: 'Tool',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  total: 'Total',
  transactionId: 'Transaction id',
  date: 'Date',
  deliverTo: 'Deliver to',
  payBy: 'Pay by',
  refunded: 'Refunded',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  trackLink: (carrier: string) => `Track your parcel at ${carrier}`,
  returnReason: 'Reason',
  payLink: 'Pay for your order',
  ordersLink: 'Your orders',
  subject: {
    placed: (tool: string) => `Your ${PRODUCT_NAME} order for ${tool}`,
    paid: (tool: string) => `Receipt: your payment for ${tool}`,
    shipped: (tool: string) => `Your ${tool} is on its way`,
    'tracking-updated': (tool: string) => `New tracking number for your ${tool}`,
    expired: (tool: string) => `Your unpaid order for ${tool} has expired`,
    cancelled: (tool: string) => `Your order for ${tool} is cancelled`,
    refunded: (tool: string) => `Your refund for ${tool}`,
    'return-requested': (tool: string) => `We received your return request for ${tool}`,
    'return-approved': (tool: string) => `Your return of ${tool} is approved: how to send it`,
    'return-declined': (tool: string) => `Your return of ${tool} is declined`,
    'return-received': (tool: string) => `Your returned ${tool} has arrived`,
    newsletterConfirm: `Confirm your ${PRODUCT_NAME} newsletter subscription`,
    lowStock: (tool: string) => `Low stock: ${tool}`,
  },
  body: {
    placed: 'Thank you for your order. It is in your cart, waiting for payment.',
    placedHold: (until: string) => `We hold your tools until ${until}; pay before then.`,
    paid: 'We received your payment. This is your receipt.',
    shipped: 'Your order has been shipped.',
    trackingUpdated: 'We corrected the tracking number of your parcel: use this one.',
    trackingRemoved: 'The tracking number we sent you was wrong; your parcel is on its way.',
    expired:
      'Your order was not paid in time, so it has expired and its tools are back in stock. If a payment for it reaches us after this, it pays the order while its tools are still in stock; otherwise we refund it in full.',
    cancelled: 'Your order has been cancelled.',
    refunded: (amount: string) => `We refunded ${amount} to your card.`,
    returnRequested:
      'We received your return request. An admin will look at it soon and write to you.',
    returnApproved: 'Your return is approved. To send it back:',
    returnDeclined: 'We are sorry: your return request is declined.',
    returnReceived:
      'Your returned parcel has arrived. We will write again as soon as your card is refunded.',
    newsletterConfirm:
      'Someone, hopefully you, asked to receive the newsletter at this address. Confirm with the link below; if it was not you, ignore this mail and nothing will happen.',
    newsletterExpiry: `The link works for ${NEWSLETTER_CONFIRM_DAYS} days.`,
    newsletterLink: 'Confirm my subscription',
    lowStock: (tool: string, left: number) => `${tool} has only ${left} left in stock.`,
    manageTools: 'Manage tools',
  },
} as const;

function orderLines(data: OrderMailData): (readonly [string, string])[] {
  return [
    [MAIL_TEXT.orderNumber, data.orderId],
    [MAIL_TEXT.tool, data.toolName],
    [MAIL_TEXT.quantity, String(data.quantity)],
    [MAIL_TEXT.unitPrice, formatPrice(data.unitPrice)],
  ];
}

function orderDetails(data: OrderMailData): (readonly [string, string])[] {
  return [...orderLines(data), [MAIL_TEXT.total, formatPrice(data.total)]];
}

function shipmentDetails(shipment: Shipment | null | undefined): (readonly [string, string])[] {
  if (!shipment) return [];
  return [
    [MAIL_TEXT.carrier, carrierName(shipment.carrier)],
    [MAIL_TEXT.trackingNumber, shipment.trackingNumber],
  ];
}

function trackingLinks(shipment: Shipment | null | undefined) {
  const url = shipment && trackingUrl(shipment.carrier, shipment.trackingNumber);
  return url ? [{ label: MAIL_TEXT.trackLink(carrierName(shipment.carrier)), url }] : [];
}

export function orderMail(kind: OrderMailKind, data: OrderMailData): MailMessage {
  const tool = singleLine(data.toolName);
  const greeting = MAIL_TEXT.greeting(data.name);
  const date: readonly [string, string] = [MAIL_TEXT.date, mailDate(data.at)];
  const ordersLink = { label: MAIL_TEXT.ordersLink, url: MAIL_LINK.orders(data.shopUrl) };
  switch (kind) {
    case 'placed':
      return render({
        subject: MAIL_TEXT.subject.placed(tool),
        greeting,
        paragraphs: [
          MAIL_TEXT.body.placed,
          ...(data.holdUntil ? [MAIL_TEXT.body.placedHold(mailDate(data.holdUntil))] : []),
        ],
        details: [
          ...orderDetails(data),
          [MAIL_TEXT.deliverTo, data.address],
          date,
          ...(data.holdUntil ? [[MAIL_TEXT.payBy, mailDate(data.holdUntil)] as const] : []),
        ],
        link: {
          label: MAIL_TEXT.payLink,
          url: MAIL_LINK.payment(data.shopUrl, data.orderId),
        },
      });
    case 'paid':
      return render({
        subject: MAIL_TEXT.subject.paid(tool),
        greeting,
        paragraphs: [MAIL_TEXT.body.paid],
        details: [
          ...orderLines(data),
          ...receiptRows(receiptFigures([{ ...data, price: data.total }])),
          ...(data.last4
            ? [[PAYMENT_MAIL_TEXT.card, PAYMENT_MAIL_TEXT.cardLast4(data.last4)] as const]
            : []),
          [MAIL_TEXT.transactionId, data.transactionId ?? ''],
          date,
        ],
        link: ordersLink,
      });
    case 'shipped':
      return render({
        subject: MAIL_TEXT.subject.shipped(tool),
        greeting,
        paragraphs: [MAIL_TEXT.body.shipped],
        details: [
          ...orderDetails(data),
          [MAIL_TEXT.deliverTo, data.address],
          ...shipmentDetails(data.shipment),
          date,
        ],
        links: trackingLinks(data.shipment),
        link: ordersLink,
      });
    case 'tracking-updated':
      return render({
        subject: MAIL_TEXT.subject['tracking-updated'](tool),
        greeting,
        paragraphs: [
          data.shipment ? MAIL_TEXT.body.trackingUpdated : MAIL_TEXT.body.trackingRemoved,
        ],
        details: [
          [MAIL_TEXT.orderNumber, data.orderId],
          [MAIL_TEXT.tool, data.toolName],
          ...shipmentDetails(data.shipment),
          date,
        ],
        links: trackingLinks(data.shipment),
        link: ordersLink,
      });
    case 'expired':
      return render({
        subject: MAIL_TEXT.subject.expired(tool),
        greeting,
        paragraphs: [MAIL_TEXT.body.expired],
        details: [...orderDetails(data), date],
        link: ordersLink,
      });
    case 'cancelled':
      return render({
        subject: MAIL_TEXT.subject.cancelled(tool),
        greeting,
        paragraphs: [MAIL_TEXT.body.cancelled],
        details: [...orderDetails(data), date],
        link: ordersLink,
      });
    case 'refunded': {
      const amount = formatPrice(data.refundAmount ?? data.total);
      return render({
        subject: MAIL_TEXT.subject.refunded(tool),
        greeting,
        paragraphs: [MAIL_TEXT.body.refunded(amount)],
        details: [
          ...orderLines(data),
          ...receiptRows(receiptFigures([{ ...data, price: data.total }])),
          [MAIL_TEXT.refunded, amount],
          [MAIL_TEXT.transactionId, data.transactionId ?? ''],
          date,
        ],
        link: ordersLink,
      });
    }
    case 'return-requested':
    case 'return-declined': {
      const requested = kind === 'return-requested';
      return render({
        subject: (requested
          ? MAIL_TEXT.subject['return-requested']
          : MAIL_TEXT.subject['return-declined'])(tool),
        greeting,
        paragraphs: [requested ? MAIL_TEXT.body.returnRequested : MAIL_TEXT.body.returnDeclined],
        details: [
          ...orderDetails(data),
          ...(data.returnReason ? [[MAIL_TEXT.returnReason, data.returnReason] as const] : []),
          date,
        ],
        link: ordersLink,
      });
    }
    case 'return-approved':
      return render({
        subject: MAIL_TEXT.subject['return-approved'](tool),
        greeting,
        paragraphs: [MAIL_TEXT.body.returnApproved, ...RETURN_TEXT.instructions],
        details: [...orderDetails(data), date],
        link: ordersLink,
      });
    case 'return-received':
      return render({
        subject: MAIL_TEXT.subject['return-received'](tool),
        greeting,
        paragraphs: [MAIL_TEXT.body.returnReceived],
        details: [...orderDetails(data), date],
        link: ordersLink,
      });
  }
}

export interface ReceiptLine {
  toolName: string;
  quantity: number;
  /** Dollars. */
  price: number;
}

/** A payment's receipt (one per payment, however many orders it paid). */
export interface ReceiptMailData {
  name: string;
  /** The payment intent's id. */
  paymentId: string;
  lines: ReceiptLine[];
  /** Parts refunded at once because their order could no longer be paid. */
  refunded: ReceiptLine[];
  /** What the payment paid, in dollars (refunded parts not counted). */
  total: number;
  figures: ReceiptFigures;
  last4: string | null;
  at: Date;
  shopUrl: string;
}

/** A payment refunded because the order it was for could no longer take it. */
export interface PaymentRefundedMailData {
  name: string;
  /** What the payment was for: 'Hex key set × 2'. */
  what: string;
  /** Dollars. */
  amount: number;
  paymentId: string;
  at: Date;
  shopUrl: string;
}

export { receiptLineLabel };

export const PAYMENT_MAIL_TEXT = {
  subject: {
    receipt: (total: string) => `Receipt: your ${PRODUCT_NAME} payment of ${total}`,
    refunded: (what: string) => `We refunded your payment for ${what}`,
  },
  body: {
    receipt: 'We received your payment. This is your receipt.',
    refunded: (amount: string, what: string) =>
      `We refunded your payment of ${amount} for ${what}: the order could no longer be paid (it had expired and its tools were sold meanwhile, or it was cancelled or deleted). The money goes back to the card you paid with.`,
    refundedPart: (line: string) => `Refunded (${line})`,
  },
  card: 'Card',
  cardLast4: (last4: string) => `•••• ${last4}`,
  receiptLink: 'Your receipt',
} as const;

/** The receipt page of a payment (same path as web/src/config/paths.ts). */
export const receiptLink = (shopUrl: string, paymentId: string) =>
  `${shopUrl}/dashboard/receipt/${encodeURIComponent(paymentId)}`;

export function receiptMail(data: ReceiptMailData): MailMessage {
  const total = formatPrice(data.total);
  return render({
    subject: PAYMENT_MAIL_TEXT.subject.receipt(total),
    greeting: MAIL_TEXT.greeting(data.name),
    paragraphs: [PAYMENT_MAIL_TEXT.body.receipt],
    details: [
      ...data.lines.map((line) => [receiptLineLabel(line), formatPrice(line.price)] as const),
      ...data.refunded.map(
        (line) =>
          [
            PAYMENT_MAIL_TEXT.body.refundedPart(receiptLineLabel(line)),
            formatPrice(line.price),
          ] as const,
      ),
      ...receiptRows(data.figures),
      ...(data.last4
        ? [[PAYMENT_MAIL_TEXT.card, PAYMENT_MAIL_TEXT.cardLast4(data.last4)] as const]
        : []),
      [MAIL_TEXT.transactionId, data.paymentId],
      [MAIL_TEXT.date, mailDate(data.at)],
    ],
    link: { label: PAYMENT_MAIL_TEXT.receiptLink, url: receiptLink(data.shopUrl, data.paymentId) },
  });
}

export function paymentRefundedMail(data: PaymentRefundedMailData): MailMessage {
  const amount = formatPrice(data.amount);
  const what = singleLine(data.what);
  return render({
    subject: PAYMENT_MAIL_TEXT.subject.refunded(what),
    greeting: MAIL_TEXT.greeting(data.name),
    paragraphs: [PAYMENT_MAIL_TEXT.body.refunded(amount, what)],
    details: [
      [MAIL_TEXT.refunded, amount],
      [MAIL_TEXT.transactionId, data.paymentId],
      [MAIL_TEXT.date, mailDate(data.at)],
    ],
    link: { label: MAIL_TEXT.ordersLink, url: MAIL_LINK.orders(data.shopUrl) },
  });
}

export function newsletterConfirmMail(data: NewsletterConfirmData): MailMessage {
  return render({
    subject: MAIL_TEXT.subject.newsletterConfirm,
    paragraphs: [MAIL_TEXT.body.newsletterConfirm, MAIL_TEXT.body.newsletterExpiry],
    link: { label: MAIL_TEXT.body.newsletterLink, url: data.confirmUrl },
  });
}

export function lowStockMail(data: LowStockData): MailMessage {
  const tool = singleLine(data.toolName);
  return render({
    subject: MAIL_TEXT.subject.lowStock(tool),
    paragraphs: [MAIL_TEXT.body.lowStock(tool, data.availableQuantity)],
    link: { label: MAIL_TEXT.body.manageTools, url: MAIL_LINK.manageTools(data.shopUrl) },
  });
}

export interface StockWaitConfirmData {
  toolName: string;
  confirmUrl: string;
}

export interface BackInStockData {
  toolId: string;
  toolName: string;
  shopUrl: string;
  /** The size waited for: the link opens the tool page on it. */
  variantId?: string | undefined;
}

export const toolLink = (shopUrl: string, toolId: string) =>
  `${shopUrl}/tool/${encodeURIComponent(toolId)}`;

export const STOCK_MAIL_TEXT = {
  subject: {
    confirm: (tool: string) => `Confirm your back-in-stock e-mail for ${tool}`,
    backInStock: (tool: string) => `${tool} is back in stock`,
  },
  body: {
    confirm: (tool: string) =>
      `Someone, hopefully you, asked us to e-mail this address once when ${tool} is back in stock. Confirm with the link below; if it was not you, ignore this mail and nothing will happen.`,
    confirmExpiry: `The link works for ${STOCK_WAIT_CONFIRM_DAYS} days.`,
    confirmLink: 'Confirm my back-in-stock e-mail',
    backInStock: (tool: string) =>
      `Good news: ${tool} is back in stock at ${PRODUCT_NAME}. We e-mail you this once; it may sell out again.`,
    toolLink: (tool: string) => `Order ${tool}`,
  },
} as const;

export function stockWaitConfirmMail(data: StockWaitConfirmData): MailMessage {
  const tool = singleLine(data.toolName);
  return render({
    subject: STOCK_MAIL_TEXT.subject.confirm(tool),
    paragraphs: [STOCK_MAIL_TEXT.body.confirm(tool), STOCK_MAIL_TEXT.body.confirmExpiry],
    link: { label: STOCK_MAIL_TEXT.body.confirmLink, url: data.confirmUrl },
  });
}

export function backInStockMail(data: BackInStockData): MailMessage {
  const tool = singleLine(data.toolName);
  return render({
    subject: STOCK_MAIL_TEXT.subject.backInStock(tool),
    paragraphs: [STOCK_MAIL_TEXT.body.backInStock(tool)],
    link: {
      label: STOCK_MAIL_TEXT.body.toolLink(tool),
      url:
        toolLink(data.shopUrl, data.toolId) +
        (data.variantId ? `?${VARIANT_PARAM}=${encodeURIComponent(data.variantId)}` : ''),
    },
  });
}

/** The admins' Failed mail section on the Sales page, and its resends. */
export const FAILED_MAIL_TEXT = {
  heading: 'Failed mail',
  intro: 'These mails kept failing for a day. Resend them once the mail server works again.',
  none: 'No failed mail.',
  table: 'Failed mails',
  columns: ['Recipient', 'Subject', 'Last error', 'Attempts', 'Actions'],
  resend: 'Resend',
  resendOne: (subject: string) => `Resend ${subject}`,
  resendAll: 'Resend all',
  resent: 'Mail sent',
  requeued: 'Queued again: it will be retried',
  skipped: 'Not sent: its recipient can not be mailed now (unverified, or mailed too often)',
  resentAll: (sent: number, waiting: number) => `${sent} sent, ${waiting} queued again for a retry`,
  resendFailed: 'Sorry, failed to resend',
  /** The API's answer to a resend of a mail that has not failed (409). */
  notFailed: 'This mail has not failed: only a failed mail can be resent',
} as const;
