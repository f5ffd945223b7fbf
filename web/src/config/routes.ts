import { MY_ORDERS_PATH } from '@pedalworks/domain/constants';
import type { Right } from '@pedalworks/domain/roles';

/**
 * The one table of the shop's pages: the router, the start script's chunk lists, both renderers
 * and the app's paths derive from it, and routes.test.ts checks firebase.json's rewrites by it.
 */

/**
 * Who may open a page; the router's guards enforce it in the browser (the rules on the data). A
 * staff page names the right it needs, from the rights table (packages/domain/src/roles.ts).
 */
export type Access = 'anyone' | 'signedOut' | 'signedIn' | { right: Right };

/** The Firebase SDKs a page waits for: none (REST only), Auth, or Auth and Firestore (live). */
export type FirebaseNeed = 'none' | 'auth' | 'firestore';

/**
 * How a page's first HTML is made: a build-time file that Hosting serves before any rewrite (as a
 * visitor of unknown session sees it), the `ssr` function at request time, or the app.html shell
 * (404.html for unknown paths).
 */
export type Html = { prerendered: string } | 'request' | 'shell';

export interface RouteEntry {
  path: string;
  /** The page's module under src/app/routes, without extension; it is one lazy chunk. */
  module: string;
  /** The chunk's name, shown in 'Loading chunk N failed'. */
  chunk: string;
  access: Access;
  firebase: FirebaseNeed;
  html: Html;
  /**
   * Shows its public part before Firebase and guards the rest itself (`SignedIn`), so that its
   * heading paints before Auth answers; a layout marked so guards its other pages.
   */
  publicFirst?: true;
  /** The name of the route whose module lays this one out (its path a prefix of this one's). */
  layout?: string;
  /** Listed in sitemap.xml. */
  sitemap?: true;
  /** Modules its signed-in part loads after Auth, which the start script preloads for a session. */
  signedIn?: string[];
}

export const ROUTE_MODULES = 'app/routes';

/** The layers a route waits for before its own module: Auth, then the Firestore layout. */
export const FIREBASE_LAYERS = {
  auth: { source: 'lib/firebase', chunk: 'firebase' },
  firestore: { module: 'firestore-layout', chunk: 'firestore' },
} as const;

const page = <T extends RouteEntry>(entry: T) => entry;

export const ROUTES = {
  home: page({
    path: '/',
    module: 'home',
    chunk: 'home',
    access: 'anyone',
    firebase: 'none',
    html: { prerendered: 'index.html' },
    sitemap: true,
  }),
  homeAlias: page({
    path: '/home',
    module: 'home',
    chunk: 'home',
    access: 'anyone',
    firebase: 'none',
    html: { prerendered: 'home.html' },
  }),
  allTools: page({
    path: '/allTool',
    module: 'all-tools',
    chunk: 'allTool',
    access: 'anyone',
    firebase: 'none',
    html: 'request',
    sitemap: true,
  }),
  blog: page({
    path: '/blog',
    module: 'blog',
    chunk: 'blog',
    access: 'anyone',
    firebase: 'none',
    html: { prerendered: 'blog.html' },
    sitemap: true,
  }),
  portfolio: page({
    path: '/portfolio',
    module: 'portfolio',
    chunk: 'portfolio',
    access: 'anyone',
    firebase: 'none',
    html: { prerendered: 'portfolio.html' },
    sitemap: true,
  }),
  login: page({
    path: '/login',
    module: 'auth/login',
    chunk: 'login',
    access: 'signedOut',
    firebase: 'auth',
    html: 'shell',
  }),
  signup: page({
    path: '/signup',
    module: 'auth/signup',
    chunk: 'signup',
    access: 'signedOut',
    firebase: 'auth',
    html: 'shell',
  }),
  tool: page({
    path: '/tool/:toolId',
    module: 'tool',
    chunk: 'tool',
    access: 'signedIn',
    firebase: 'auth',
    html: 'request',
    publicFirst: true,
    signedIn: ['features/orders/components/order-form'],
  }),
  review: page({
    path: '/review',
    module: 'review',
    chunk: 'review',
    access: 'signedIn',
    firebase: 'firestore',
    html: 'shell',
  }),
  dashboard: page({
    path: '/dashboard',
    module: 'dashboard/layout',
    chunk: 'dashboard',
    access: 'signedIn',
    firebase: 'auth',
    html: { prerendered: 'dashboard.html' },
    publicFirst: true,
  }),
  profile: page({
    path: '/dashboard',
    module: 'dashboard/profile',
    chunk: 'profile',
    access: 'signedIn',
    firebase: 'auth',
    html: { prerendered: 'dashboard.html' },
    publicFirst: true,
    layout: 'dashboard',
    signedIn: ['features/profile/components/profile-fields'],
  }),
  orders: page({
    path: MY_ORDERS_PATH,
    module: 'dashboard/orders',
    chunk: 'orders',
    access: 'signedIn',
    firebase: 'auth',
    html: { prerendered: 'dashboard/orders.html' },
    publicFirst: true,
    layout: 'dashboard',
    signedIn: ['features/orders/components/my-orders'],
  }),
  reviews: page({
    path: '/dashboard/reviews',
    module: 'dashboard/reviews',
    chunk: 'reviews',
    access: 'signedIn',
    firebase: 'firestore',
    html: 'shell',
    layout: 'dashboard',
  }),
  saved: page({
    path: '/dashboard/saved',
    module: 'dashboard/saved',
    chunk: 'saved',
    access: 'signedIn',
    firebase: 'firestore',
    html: 'shell',
    layout: 'dashboard',
  }),
  payment: page({
    path: '/dashboard/payment/:id',
    module: 'dashboard/payment',
    chunk: 'payment',
    access: 'signedIn',
    firebase: 'firestore',
    html: 'shell',
    layout: 'dashboard',
  }),
  paymentResult: page({
    path: '/dashboard/payment/:id/result',
    module: 'dashboard/payment-result',
    chunk: 'paymentResult',
    access: 'signedIn',
    firebase: 'firestore',
    html: 'shell',
    layout: 'dashboard',
  }),
  checkout: page({
    path: '/dashboard/checkout',
    module: 'dashboard/checkout',
    chunk: 'checkout',
    access: 'signedIn',
    firebase: 'firestore',
    html: 'shell',
    layout: 'dashboard',
  }),
  checkoutResult: page({
    path: '/dashboard/checkout/:id/result',
    module: 'dashboard/checkout-result',
    chunk: 'checkoutResult',
    access: 'signedIn',
    firebase: 'firestore',
    html: 'shell',
    layout: 'dashboard',
  }),
  receipt: page({
    path: '/dashboard/receipt/:id',
    module: 'dashboard/receipt',
    chunk: 'receipt',
    access: 'signedIn',
    firebase: 'firestore',
    html: 'shell',
    layout: 'dashboard',
  }),
  users: page({
    path: '/dashboard/users',
    module: 'dashboard/users',
    chunk: 'users',
    access: { right: 'readCustomers' },
    firebase: 'firestore',
    html: 'shell',
    layout: 'dashboard',
  }),
  addTool: page({
    path: '/dashboard/addTool',
    module: 'dashboard/add-tool',
    chunk: 'addTool',
    access: { right: 'editCatalogue' },
    firebase: 'firestore',
    html: 'shell',
    layout: 'dashboard',
  }),
  manageOrders: page({
    path: '/dashboard/manageOrder',
    module: 'dashboard/manage-orders',
    chunk: 'manageOrder',
    access: { right: 'readOrders' },
    firebase: 'firestore',
    html: 'shell',
    layout: 'dashboard',
  }),
  manageTools: page({
    path: '/dashboard/manageTool',
    module: 'dashboard/manage-tools',
    chunk: 'manageTool',
    access: { right: 'editCatalogue' },
    firebase: 'firestore',
    html: 'shell',
    layout: 'dashboard',
  }),
  manageReviews: page({
    path: '/dashboard/manageReviews',
    module: 'dashboard/manage-reviews',
    chunk: 'manageReviews',
    access: { right: 'deleteReviews' },
    firebase: 'firestore',
    html: 'shell',
    layout: 'dashboard',
  }),
  sales: page({
    path: '/dashboard/sales',
    module: 'dashboard/sales',
    chunk: 'sales',
    access: { right: 'readSales' },
    firebase: 'firestore',
    html: 'shell',
    layout: 'dashboard',
  }),
  shipping: page({
    path: '/dashboard/shipping',
    module: 'dashboard/shipping',
    chunk: 'shipping',
    access: { right: 'managePricing' },
    firebase: 'auth',
    html: 'shell',
    layout: 'dashboard',
  }),
  discounts: page({
    path: '/dashboard/discounts',
    module: 'dashboard/discounts',
    chunk: 'discounts',
    access: { right: 'managePricing' },
    firebase: 'auth',
    html: 'shell',
    layout: 'dashboard',
  }),
  activity: page({
    path: '/dashboard/activity',
    module: 'dashboard/activity',
    chunk: 'activity',
    access: { right: 'readAudit' },
    firebase: 'auth',
    html: 'shell',
    layout: 'dashboard',
  }),
  notFound: page({
    path: '*',
    module: 'not-found',
    chunk: 'notFound',
    access: 'anyone',
    firebase: 'none',
    html: 'shell',
  }),
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;

export const ROUTE_LIST = (Object.entries(ROUTES) as [RouteName, RouteEntry][]).map(
  ([name, entry]) => ({ name, ...entry }),
);

/** The right a staff page needs; none for the others. */
export const rightOf = (entry: RouteEntry): Right | undefined =>
  typeof entry.access === 'object' ? entry.access.right : undefined;

/** The path of a route with its parameters filled in, e.g. `/tool/torque-wrench`. */
export function pathOf(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs :${name}`);
    return value;
  });
}

/** A regular expression (source) that matches the `location.pathname`s of a route's pattern. */
export function pathnamePattern(pattern: string): string {
  const escaped = pattern
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return pattern === '/' ? '^/$' : `^${escaped}/?$`;
}

export function layoutOf(entry: RouteEntry): RouteEntry {
  const layout = entry.layout === undefined ? undefined : ROUTES[entry.layout as RouteName];
  if (!layout) throw new Error(`${entry.path} names no layout route (${entry.layout})`);
  return layout;
}

/** The source files a route's first view needs, in the order they load. */
export function sourcesOf(entry: RouteEntry): string[] {
  const modules = [
    ...(entry.firebase === 'firestore' ? [FIREBASE_LAYERS.firestore.module] : []),
    ...(entry.layout ? [layoutOf(entry).module] : []),
    entry.module,
  ];
  return [
    ...(entry.firebase === 'none' ? [] : [FIREBASE_LAYERS.auth.source]),
    ...modules.map((module) => `${ROUTE_MODULES}/${module}`),
  ];
}

/** The pages people land on: every route but the layouts of others and the catch-all. */
export const LANDING_ROUTES = ROUTE_LIST.filter(
  (entry) => entry.path !== '*' && !ROUTE_LIST.some((child) => child.layout === entry.name),
);

/** What a route module may declare in its `handle`. */
export interface RouteHandle {
  /** GET paths under /api the page reads first: its HTML starts them, or `ssr` renders them in. */
  apiPreloads?: (url: URL, params: Record<string, string | undefined>) => string[];
}
