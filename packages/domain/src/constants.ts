export const PRODUCT_NAME = 'Pedalworks';

export const FEATURED_TOOL_COUNT = 6;
export const DESCRIPTION_PREVIEW_LENGTH = 70;
export const PASSWORD_MIN_LENGTH = 6;
export const MIN_TOOL_QUANTITY = 1;
export const DESCRIPTION_MAX_LENGTH = 300;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_MAX_LENGTH = 1000;
export const TOAST_AUTO_HIDE_MS = 5000;
export const ACCESS_TOKEN_KEY = 'accessToken';
/** My Orders' path, both the web app's route and the mails' link. */
export const MY_ORDERS_PATH = '/dashboard/orders';
export const CURRENCY = 'usd';
export const SHIPPED = 'shipped';
export const ADMIN_ROLE = 'admin';
export const PAGE_SIZE = 12;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Mirrored in storage.rules; the Add Tool form's file input accepts the same. */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const TEXT_FIELD_MAX_LENGTH = 200;

/** Days after shipping within which a customer may ask for a return. */
export const RETURN_DAYS = 30;
/** The longest return comment or decline reason. */
export const RETURN_TEXT_MAX_LENGTH = 500;
/** A tool's lowStockThreshold when an admin set none (docs/data-model.md, Low stock). */
export const LOW_STOCK_THRESHOLD = 5;
export const LOW_STOCK_THRESHOLD_MAX = 1_000_000;

/** The web app's data cache (web/src/lib/react-query.ts): its retries' delay doubles to the cap. */
export const CACHE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const RETRY_DELAY_CAP_MS = 30_000;
export const RETRY_DELAY_BASE_MS = 1000;

/** Static marketing figures of the landing page. */
export const MARKETING_STATS = [
  { figure: '40M+', label: 'Satisfied customers' },
  { figure: '50K+', label: 'Customer feedback' },
  { figure: '30M+', label: 'Per-year revenue' },
  { figure: '10K+', label: 'Modern tools' },
] as const;

export const NEWSLETTER_PROMISES = [
  'No credit card required',
  '14 days free',
  'Cancel anytime',
] as const;

/** The account's Stripe Customer, which keeps its saved cards out of Firestore (server only). */
export const STRIPE_CUSTOMERS_COLLECTION = 'stripeCustomers';

/** Firestore's collections; what each holds and who may touch it: docs/data-model.md. */
export const COLLECTIONS = {
  tools: 'tools',
  orders: 'orders',
  reviews: 'reviews',
  users: 'users',
  newsletter: 'newsletter',
  payments: 'payments',
  refunds: 'refunds',
  openOrders: 'openOrders',
  reviewAuthors: 'reviewAuthors',
  reviewQuotas: 'reviewQuotas',
  rateLimits: 'rateLimits',
  mail: 'mail',
  mailWindows: 'mailWindows',
  sales: 'sales',
  salesCounted: 'salesCounted',
  checkouts: 'checkouts',
  paymentProblems: 'paymentProblems',
  owedRefunds: 'owedRefunds',
  shippingZones: 'shippingZones',
  discountCodes: 'discountCodes',
  stripeEvents: 'stripeEvents',
} as const;

/** The fewest orders a checkout pays at once (one order is paid on its own payment page). */
export const CHECKOUT_MIN_ORDERS = 2;

/** An owed refund Stripe keeps refusing is shown to admins after this many attempts. */
export const OWED_REFUND_ALERT_ATTEMPTS = 3;

/** How long a handled Stripe event's id is kept: Stripe retries a delivery for up to 3 days. */
export const STRIPE_EVENT_KEEP_DAYS = 30;

export const PAYMENT_PROBLEMS_PAGE_SIZE = 50;

export const ORDER_EVENTS_SUBCOLLECTION = 'events';
/** Keeps the acting admin's uid out of the event its customer reads (server only). */
export const ORDER_EVENT_AUDIT_SUBCOLLECTION = 'eventAudit';

/** Restocks: a tool's stock moves only by logged deltas (docs/data-model.md). */
export const STOCK_LOG_SUBCOLLECTION = 'stockLog';
export const STOCK_DELTA_MAX = 1_000_000;
export const STOCK_REASON_MAX_LENGTH = 200;
export const STOCK_LOG_PAGE_SIZE = 20;

/** Mail delivery's back-off doubles from a minute to an hour (docs/email.md). */
export const MAIL_RETRY_BASE_MS = 60_000;
export const MAIL_RETRY_CAP_MS = 60 * 60_000;
/** A day outlasts an SMTP outage: a mail still failing then is ERROR, for an admin to resend. */
export const MAIL_RETRY_HORIZON_MS = 24 * 60 * 60_000;
/** Longer than a delivering function may run, so the sweep retakes only a dead sender's claim. */
export const MAIL_PROCESSING_TIMEOUT_MS = 10 * 60_000;
export const MAIL_FUNCTION_TIMEOUT_SECONDS = 540;
/** A request's own work (an admin's resend of every failed mail) stops short of it. */
export const API_TIMEOUT_SECONDS = 60;
/** At 80 requests each, far more than a rush needs, yet a flood cannot grow the bill unbounded. */
export const API_MAX_INSTANCES = 20;
/** The webhook is light, and Stripe retries a refused delivery for days. */
export const WEBHOOK_MAX_INSTANCES = 5;
export const MAIL_SWEEP_PAGE_SIZE = 100;
export const MAIL_SWEEP_CONCURRENCY = 10;
/** Free order mails per recipient an hour, so orders cannot make the shop a mail cannon. */
export const ORDER_MAILS_PER_HOUR = 10;
export const MAIL_WINDOW_MS = 60 * 60_000;

/** Newsletter double opt-in: unconfirmed sign-ups are deleted after this many days. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/** Minutes an unpaid order holds its stock; the functions param of this name overrides it. */
export const ORDER_HOLD_MINUTES = 30;
export const MAX_OPEN_ORDERS = 3;

/** Held units an unverified account may have, so that throwaway accounts cannot hold the stock. */
export const UNVERIFIED_MAX_UNITS_PER_TOOL = 2;
export const UNVERIFIED_MAX_UNITS = 4;
/** Lazy expiry: at most this many due holds of one tool are ended by a read or a placement. */
export const LAZY_EXPIRY_LIMIT = 20;
/** Placements of one tool in one transaction: at about six writes each, well under its 500. */
export const PLACEMENT_GROUP_MAX = 25;
export const EXPIRY_SWEEP_PAGE = 100;
export const EXPIRY_SWEEP_CONCURRENCY = 5;

/** An API list page's `?limit`: its default and its most. */
export const API_PAGE_SIZE = 50;
export const API_MAX_PAGE_SIZE = 100;

/** A route's script chunk that takes longer than this to load has failed: the page offers Retry. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The most documents one client list query may ask for (firestore.rules: request.query.limit). */
export const MAX_QUERY_LIMIT = API_MAX_PAGE_SIZE;

/** Reviews one account may post per UTC day (rules and API). */
export const REVIEWS_PER_DAY = 5;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests per window: a shopper's pages make a handful each; a script past them gets 429. */
export const RATE_LIMIT_WINDOW_MS = 60 * 1000;
export const RATE_LIMIT_PER_IP = 600;
export const RATE_LIMIT_PER_ACCOUNT = 300;
/** A busy caller costs one counter write per this many requests (docs/api.md, rate limits). */
export const RATE_LIMIT_LEASE_MAX = 16;
/**
 * The API's `trust proxy`: Cloud Run appends `<client>, <front end>` to X-Forwarded-For, so what a
 * client forges further left cannot pick its rate-limit counter (docs/deploying.md).
 */
export const TRUSTED_PROXY_HOPS = 2;

/** What Stripe can charge for one order, in dollars; a tool's price is bound by it too. */
export const ORDER_TOTAL_MIN = 0.5;
export const ORDER_TOTAL_MAX = 999_999.99;

/** RE2 syntax, mirrored in firestore.rules (docs/data-model.md, Bounds). */
export const IMAGE_URL_PATTERN = String.raw`^(https://[^/\\\s?#@]+([/?#]\S*)?|/[^/\\\s]\S*)$`;
export const IMAGE_URL_MAX_LENGTH = 2048;

/** The name orders and reviews show for an account without a display name. */
export const UNNAMED_CUSTOMER = 'Customer';
/** The next page's `?after` cursor: the last document read, which a search may not show. */
export const NEXT_PAGE_HEADER = 'X-Next-After';
