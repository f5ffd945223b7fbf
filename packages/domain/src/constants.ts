/** Business constants of the spec (section 9). Every other package reads them from here. */
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
export const CURRENCY = 'usd';
export const SHIPPED = 'shipped';
export const ADMIN_ROLE = 'admin';
export const PAGE_SIZE = 12;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const TEXT_FIELD_MAX_LENGTH = 200;

/** Data cache: unused entries kept 5 minutes, failed queries retried 3 times, back-off capped at 30 s. */
export const CACHE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const RETRY_DELAY_CAP_MS = 30_000;

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
export const COLLECTIONS = {
  tools: 'tools',
  orders: 'orders',
  reviews: 'reviews',
  users: 'users',
  newsletter: 'newsletter',
  payments: 'payments',
} as const;

/** API list pages (?limit): the default and the most one page may hold. */
export const API_PAGE_SIZE = 50;
export const API_MAX_PAGE_SIZE = 100;

/** A script chunk that takes longer than this to load has failed (spec section 7). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
