/** The shop's business constants: limits, timings and names. Every other package reads them from here. */
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
/** My Orders' path: the web app's route (web/src/config/routes.ts) and the mails' link. */
export const MY_ORDERS_PATH = '/dashboard/orders';
export const CURRENCY = 'usd';
export const SHIPPED = 'shipped';
export const ADMIN_ROLE = 'admin';
export const PAGE_SIZE = 12;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The image types tool images may have (storage.rules and the Add Tool form's file input). */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const TEXT_FIELD_MAX_LENGTH = 200;

/** A customer may ask to return a shipped order this many days after it shipped (returns.ts). */
export const RETURN_DAYS = 30;
/** The longest return comment or decline reason. */
export const RETURN_TEXT_MAX_LENGTH = 500;
/**
 * A tool is low on stock at or below its threshold (lowStockThreshold, this by default): admins
 * get one mail when it falls there, at most one a day per tool. An admin sets it between 0 and
 * LOW_STOCK_THRESHOLD_MAX.
 */
export const LOW_STOCK_THRESHOLD = 5;
export const LOW_STOCK_THRESHOLD_MAX = 1_000_000;

/** Data cache: unused entries kept 5 minutes, failed queries retried 3 times, back-off capped at 30 s. */
export const CACHE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const RETRY_DELAY_CAP_MS = 30_000;
/** The first retry waits this long, each next one twice as long as the one before (to the cap). */
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

/** Firestore collection names. */
/**
 * stripeCustomers/{uid}: { customerId }, the account's Stripe Customer (saved cards live there,
 * never in Firestore). Server only: the rules deny every client read and write.
 */
export const STRIPE_CUSTOMERS_COLLECTION = 'stripeCustomers';

export const COLLECTIONS = {
  tools: 'tools',
  orders: 'orders',
  reviews: 'reviews',
  users: 'users',
  newsletter: 'newsletter',
  payments: 'payments',
  refunds: 'refunds',
  /** openOrders/{uid}: { count, orderId }, the customer's open (held) orders, see MAX_OPEN_ORDERS. */
  openOrders: 'openOrders',
  /** reviewAuthors/{reviewId}: who wrote review {reviewId}; its author and admins read it. */
  reviewAuthors: 'reviewAuthors',
  /** reviewQuotas/{uid}_{day}: how many reviews an account posted on one UTC day. */
  reviewQuotas: 'reviewQuotas',
  /** rateLimits/{key}: the API's request counters, one per caller and window (server only). */
  rateLimits: 'rateLimits',
  /** Outgoing e-mail, in the schema of Firebase's Trigger Email extension (server only). */
  mail: 'mail',
  /** mailWindows/{recipient hash}_{hour}: order mails sent to one recipient in an hour (server only). */
  mailWindows: 'mailWindows',
  /** The admins' figures (sales.ts): sharded counters, sales/orders~N, sales/month-*~N (server only). */
  sales: 'sales',
  /** salesCounted/{orderId}: the order as the sales figures last counted it (server only). */
  salesCounted: 'salesCounted',
  /** checkouts/{id}: every payment, of one held order or several (server only). */
  checkouts: 'checkouts',
  /** paymentProblems/{kind}-{id}: money the shop could not match or return, for admins. */
  paymentProblems: 'paymentProblems',
  /** owedRefunds/{reason}-{id}: a refund the shop owes, until Stripe has accepted it (server only). */
  owedRefunds: 'owedRefunds',
  /** shippingZones/{id}: the rates per destination (anyone reads; admins write through the API). */
  shippingZones: 'shippingZones',
  /** discountCodes/{CODE}: the codes and their uses (server only; admins through the API). */
  discountCodes: 'discountCodes',
  /** stripeEvents/{event id}: Stripe events handled, kept past Stripe's retry window (server only). */
  stripeEvents: 'stripeEvents',
} as const;

/** The fewest orders a checkout pays at once (one order is paid on its own payment page). */
export const CHECKOUT_MIN_ORDERS = 2;

/** An owed refund Stripe keeps refusing is shown to admins after this many attempts. */
export const OWED_REFUND_ALERT_ATTEMPTS = 3;

/** How long a handled Stripe event's id is kept: Stripe retries a delivery for up to 3 days. */
export const STRIPE_EVENT_KEEP_DAYS = 30;

/** How many payment problems the admins' dashboard shows, newest first. */
export const PAYMENT_PROBLEMS_PAGE_SIZE = 50;

/** An order's timeline: the server-only subcollection orders/{id}/events. */
export const ORDER_EVENTS_SUBCOLLECTION = 'events';
/**
 * orders/{id}/eventAudit/{eventId}: what an event's customer must not read (the uid of the admin
 * who acted), server only (no rule lets a client read it).
 */
export const ORDER_EVENT_AUDIT_SUBCOLLECTION = 'eventAudit';

/**
 * Restocking (POST /api/tool/{id}/stock): a tool's stock moves only by deltas, each kept in the
 * server-only stock log tools/{id}/stockLog (admins read it). A delta is a whole number other
 * than 0 of at most STOCK_DELTA_MAX units either way, its reason at most STOCK_REASON_MAX_LENGTH
 * characters; the stock history shows the STOCK_LOG_PAGE_SIZE newest entries.
 */
export const STOCK_LOG_SUBCOLLECTION = 'stockLog';
export const STOCK_DELTA_MAX = 1_000_000;
export const STOCK_REASON_MAX_LENGTH = 200;
export const STOCK_LOG_PAGE_SIZE = 20;

/** Mail delivery: the back-off between attempts, 1, 2, 4, ... minutes, capped at an hour. */
export const MAIL_RETRY_BASE_MS = 60_000;
export const MAIL_RETRY_CAP_MS = 60 * 60_000;
/**
 * A mail still failing this long after its first attempt ends ERROR (failed), for an admin to
 * resend: a day outlasts an SMTP provider's outage, so an outage delays mail but loses none.
 */
export const MAIL_RETRY_HORIZON_MS = 24 * 60 * 60_000;
/**
 * A mail claimed (PROCESSING) this long ago whose sender died is retried by the sweep: longer
 * than a delivering function may run (MAIL_FUNCTION_TIMEOUT_SECONDS), so a live sender keeps it.
 */
export const MAIL_PROCESSING_TIMEOUT_MS = 10 * 60_000;
export const MAIL_FUNCTION_TIMEOUT_SECONDS = 540;
/**
 * The HTTP functions' bounds. The API's timeout: a request's own work (an admin's resend of
 * every failed mail) stops short of it. Instances: each serves up to 80 requests at once (Cloud
 * Functions v2's default concurrency), so 20 carry far more than the shop's rush (50 shoppers
 * of the load run) while a flood cannot scale the bill or the Firestore writes without end; the
 * webhook is light and Stripe retries a refused delivery for days, so 5 are plenty.
 */
export const API_TIMEOUT_SECONDS = 60;
export const API_MAX_INSTANCES = 20;
export const WEBHOOK_MAX_INSTANCES = 5;
/** The retry sweep reads due mails a page at a time and sends at most this many at once. */
export const MAIL_SWEEP_PAGE_SIZE = 100;
export const MAIL_SWEEP_CONCURRENCY = 10;
/**
 * Order mails a customer can cause at no cost (placing, deleting, letting a hold lapse): at
 * most this many to one recipient per hour (mailWindows/{recipient}_{hour}); the rest are
 * skipped, so placing and deleting orders cannot make the shop a mail cannon.
 */
export const ORDER_MAILS_PER_HOUR = 10;
export const MAIL_WINDOW_MS = 60 * 60_000;

/** Newsletter double opt-in: unconfirmed sign-ups are deleted after this many days. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/**
 * Orders: a new unpaid order holds its stock this many minutes by default (the functions param
 * ORDER_HOLD_MINUTES overrides it); a customer has at most MAX_OPEN_ORDERS open (held) orders.
 */
export const ORDER_HOLD_MINUTES = 30;
export const MAX_OPEN_ORDERS = 3;

/**
 * Holding caps of an account whose e-mail address is not verified yet (throwaway accounts): it
 * may hold at most this many units of one tool, and this many in all, in its unexpired held
 * orders (the order engine refuses more; verifying lifts both).
 */
export const UNVERIFIED_MAX_UNITS_PER_TOOL = 2;
export const UNVERIFIED_MAX_UNITS = 4;
/** Lazy expiry: at most this many due holds of one tool are ended by a read or a placement. */
export const LAZY_EXPIRY_LIMIT = 20;
/**
 * Orders of one tool placed at the same moment go in one transaction, at most this many
 * (each writes about six documents: well under Firestore's 500 writes per transaction).
 */
export const PLACEMENT_GROUP_MAX = 25;
/** The expiry sweep: due holds read per page, and ended at once. */
export const EXPIRY_SWEEP_PAGE = 100;
export const EXPIRY_SWEEP_CONCURRENCY = 5;

/** API list pages (?limit): the default and the most one page may hold. */
export const API_PAGE_SIZE = 50;
export const API_MAX_PAGE_SIZE = 100;

/** A route's script chunk that takes longer than this to load has failed: the page offers Retry. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The most documents one client list query may ask for (firestore.rules: request.query.limit). */
export const MAX_QUERY_LIMIT = API_MAX_PAGE_SIZE;

/** Reviews one account may post per UTC day (rules and API). */
export const REVIEWS_PER_DAY = 5;
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The REST API's rate limits: requests per fixed window, per calling address and per signed-in
 * account. A shopper's pages make a handful of calls each; a script past these gets 429.
 */
export const RATE_LIMIT_WINDOW_MS = 60 * 1000;
export const RATE_LIMIT_PER_IP = 600;
export const RATE_LIMIT_PER_ACCOUNT = 300;
/**
 * The most units of a rate limit one API instance reserves from the shared counter at once
 * (functions/src/api/middleware/rate-limit.ts): a busy caller costs one counter write about
 * every this many requests, and a window may end with up to this many reserved and unused.
 */
export const RATE_LIMIT_LEASE_MAX = 16;
/**
 * Express's `trust proxy` for the API: the hops that append to X-Forwarded-For before the
 * function sees it. Google's front end of Cloud Functions v2 (Cloud Run) appends two entries,
 * `<client address>, <front end's address>` (whatever the client sent stays on the left), and the
 * socket is Cloud Run's own proxy: the client is the second entry from the right. Anything a
 * client writes further left is ignored, so a forged header cannot pick its rate-limit counter.
 */
export const TRUSTED_PROXY_HOPS = 2;

/**
 * What Stripe can charge for one order, in dollars: an order's total (and so a tool's unit
 * price) must lie within these bounds (schema, rules and API).
 */
export const ORDER_TOTAL_MIN = 0.5;
export const ORDER_TOTAL_MAX = 999_999.99;

/**
 * Tool images: an https:// URL with a host, or a path on this site ('/tools/x.svg'); never
 * '//host', 'http:', 'javascript:' or 'data:'. RE2 syntax, mirrored in firestore.rules.
 */
export const IMAGE_URL_PATTERN = String.raw`^(https://[^/\\\s?#@]+([/?#]\S*)?|/[^/\\\s]\S*)$`;
export const IMAGE_URL_MAX_LENGTH = 2048;

/** The name orders and reviews show for an account without a display name. */
export const UNNAMED_CUSTOMER = 'Customer';
/**
 * The response header of a list page that may have a next one: the `?after` cursor to ask it
 * with (the catalogue's last document read, which a search may have read but not shown).
 */
export const NEXT_PAGE_HEADER = 'X-Next-After';
