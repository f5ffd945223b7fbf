/** Who waits for a sold-out tool, and how many (docs/saved-and-waits.md). */
import { PRODUCT_NAME } from './constants';

export const STOCK_WAIT_COLLECTIONS = { stockWaits: 'stockWaits', waiters: 'waiters' } as const;

/** A visitor's unconfirmed wait (and its link) lasts this many days. */
export const STOCK_WAIT_CONFIRM_DAYS = 7;

/** The sales page's list of the tools most waited for. */
export const WAITING_LIST_LIMIT = 10;

/** The id of a visitor's wait starts so (then the hash of the address); a customer's is the uid. */
export const EMAIL_WAITER_PREFIX = 'email-';

export interface StockWaiter {
  toolId: string;
  email: string;
  /** True for a customer's wait; a visitor's turns true when they follow the mail's link. */
  confirmed: boolean;
  /** A customer's wait only. */
  uid?: string;
  createdAt?: unknown;
  /** The variant waited for (variants.ts); none: the tool as a whole. */
  variantId?: string;
}

/** The fields of a customer's wait, as the rules check them (plus createdAt, the server's time). */
export const CUSTOMER_WAITER_FIELDS = ['toolId', 'email', 'confirmed', 'uid', 'createdAt'] as const;

export interface StockWaitCount {
  count: number;
  toolName: string;
}

export const stockWaitPath = (toolId: string) => `${STOCK_WAIT_COLLECTIONS.stockWaits}/${toolId}`;
export const stockWaiterPath = (toolId: string, waiterId: string) =>
  `${stockWaitPath(toolId)}/${STOCK_WAIT_COLLECTIONS.waiters}/${waiterId}`;

/** The API's paths: a visitor's request (POST, { email }) and the confirmation link (GET). */
export const STOCK_WAIT_API = {
  request: (toolId: string) => `/tool/${encodeURIComponent(toolId)}/wait`,
  confirm: (toolId: string) => `/tool/${encodeURIComponent(toolId)}/wait/confirm`,
} as const;

export const STOCK_WAIT_TEXT = {
  heading: 'Sold out for now',
  notifyMe: 'E-mail me when it is back',
  waiting: 'We will e-mail you once when it is back in stock.',
  cancel: 'Cancel my back-in-stock e-mail',
  email: 'Your e-mail',
  /** The same answer to every visitor's request, whatever the address's state. */
  requested: 'Thank you! Confirm with the link we e-mailed you, and we will write once it is back.',
  waitSet: (tool: string) => `We will e-mail you when ${tool} is back in stock`,
  waitCancelled: (tool: string) => `You will not be e-mailed about ${tool}`,
  failed: 'Sorry, failed to set up your back-in-stock e-mail',
  /** The API's answer for a tool that can be ordered now. */
  inStock: 'This tool is in stock: you can order it now.',
  confirmedTitle: 'Back-in-stock e-mail confirmed',
  confirmed: 'Thank you: we will e-mail you once when this tool is back in stock.',
  invalidTitle: 'Link not valid',
  invalid: `This confirmation link is not valid or has expired. Ask again on the page of the tool at ${PRODUCT_NAME}.`,
  /** Manage Tools' column and the sales page's list. */
  waitingColumn: 'Waiting',
  waitingTitle: 'Tools people wait for',
  waitingTable: 'Tools by the number of people waiting for them',
  people: 'People waiting',
  noWaiting: 'Nobody is waiting for a tool.',
} as const;
