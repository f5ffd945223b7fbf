import { MY_ORDERS_PATH } from '@pedalworks/domain/constants';
import type { Right } from '@pedalworks/domain/roles';

/**
 * The one table of the shop's pages: the framework's route config (src/routes.ts), its prerender
 * list and the app's paths derive from it, and routes.test.ts checks firebase.json's rewrites by it.
 */

/**
 * Who may open a page; the router's guards enforce it in the browser (the rules on the data). A
 * staff page names the right it needs, from the rights table (packages/domain/src/roles.ts).
 */
export type Access = 'anyone' | 'signedOut' | 'signedIn' | { right: Right };

/** The Firebase SDKs a page waits for: none (REST only), Auth, or Auth and Firestore (live). */
export type FirebaseNeed = 'none' | 'auth' | 'firestore';

/**
 * Where a page's first HTML is made: at build (React Router prerenders it as a visitor of unknown
 * session sees it), or at request time by the `ssr` function, with its data.
 */
export type Html = 'build' | 'request';

export interface RouteEntry {
  path: string;
  /** The page's route module under src/app/routes, without extension. */
  module: string;
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
}

export const ROUTE_MODULES = 'app/routes';

const page = <T extends RouteEntry>(entry: T) => entry;

export const ROUTES = {
  home: page({
    path: '/',
    module: 'home',
    access: 'anyone',
    firebase: 'none',
    html: 'build',
    sitemap: true,
  }),
  homeAlias: page({
    path: '/home',
    module: 'home',
    access: 'anyone',
    firebase: 'none',
    html: 'build',
  }),
  allTools: page({
    path: '/allTool',
    module: 'all-tools',
    access: 'anyone',
    firebase: 'none',
    html: 'request',
    sitemap: true,
  }),
  blog: page({
    path: '/blog',
    module: 'blog',
    access: 'anyone',
    firebase: 'none',
    html: 'build',
    sitemap: true,
  }),
  portfolio: page({
    path: '/portfolio',
    module: 'portfolio',
    access: 'anyone',
    firebase: 'none',
    html: 'build',
    sitemap: true,
  }),
  login: page({
    path: '/login',
    module: 'auth/login',
    access: 'signedOut',
    firebase: 'auth',
    html: 'build',
  }),
  signup: page({
    path: '/signup',
    module: 'auth/signup',
    access: 'signedOut',
    firebase: 'auth',
    html: 'build',
  }),
  tool: page({
    path: '/tool/:toolId',
    module: 'tool',
    access: 'signedIn',
    firebase: 'auth',
    html: 'request',
    publicFirst: true,
  }),
  review: page({
    path: '/review',
    module: 'review',
    access: 'signedIn',
    firebase: 'firestore',
    html: 'build',
  }),
  dashboard: page({
    path: '/dashboard',
    module: 'dashboard/layout',
    access: 'signedIn',
    firebase: 'auth',
    html: 'build',
    publicFirst: true,
  }),
  profile: page({
    path: '/dashboard',
    module: 'dashboard/profile',
    access: 'signedIn',
    firebase: 'auth',
    html: 'build',
    publicFirst: true,
    layout: 'dashboard',
  }),
  orders: page({
    path: MY_ORDERS_PATH,
    module: 'dashboard/orders',
    access: 'signedIn',
    firebase: 'auth',
    html: 'build',
    publicFirst: true,
    layout: 'dashboard',
  }),
  reviews: page({
    path: '/dashboard/reviews',
    module: 'dashboard/reviews',
    access: 'signedIn',
    firebase: 'firestore',
    html: 'build',
    layout: 'dashboard',
  }),
  saved: page({
    path: '/dashboard/saved',
    module: 'dashboard/saved',
    access: 'signedIn',
    firebase: 'firestore',
    html: 'build',
    layout: 'dashboard',
  }),
  payment: page({
    path: '/dashboard/payment/:id',
    module: 'dashboard/payment',
    access: 'signedIn',
    firebase: 'firestore',
    html: 'build',
    layout: 'dashboard',
  }),
  paymentResult: page({
    path: '/dashboard/payment/:id/result',
    module: 'dashboard/payment-result',
    access: 'signedIn',
    firebase: 'firestore',
    html: 'build',
    layout: 'dashboard',
  }),
  checkout: page({
    path: '/dashboard/checkout',
    module: 'dashboard/payment',
    access: 'signedIn',
    firebase: 'firestore',
    html: 'build',
    layout: 'dashboard',
  }),
  checkoutResult: page({
    path: '/dashboard/checkout/:id/result',
    module: 'dashboard/checkout-result',
    access: 'signedIn',
    firebase: 'firestore',
    html: 'build',
    layout: 'dashboard',
  }),
  receipt: page({
    path: '/dashboard/receipt/:id',
    module: 'dashboard/receipt',
    access: 'signedIn',
    firebase: 'firestore',
    html: 'build',
    layout: 'dashboard',
  }),
  users: page({
    path: '/dashboard/users',
    module: 'dashboard/users',
    access: { right: 'readCustomers' },
    firebase: 'firestore',
    html: 'build',
    layout: 'dashboard',
  }),
  addTool: page({
    path: '/dashboard/addTool',
    module: 'dashboard/add-tool',
    access: { right: 'editCatalogue' },
    firebase: 'firestore',
    html: 'build',
    layout: 'dashboard',
  }),
  manageOrders: page({
    path: '/dashboard/manageOrder',
    module: 'dashboard/manage-orders',
    access: { right: 'readOrders' },
    firebase: 'firestore',
    html: 'build',
    layout: 'dashboard',
  }),
  manageTools: page({
    path: '/dashboard/manageTool',
    module: 'dashboard/manage-tools',
    access: { right: 'editCatalogue' },
    firebase: 'firestore',
    html: 'build',
    layout: 'dashboard',
  }),
  manageReviews: page({
    path: '/dashboard/manageReviews',
    module: 'dashboard/manage-reviews',
    access: { right: 'deleteReviews' },
    firebase: 'firestore',
    html: 'build',
    layout: 'dashboard',
  }),
  sales: page({
    path: '/dashboard/sales',
    module: 'dashboard/sales',
    access: { right: 'readSales' },
    firebase: 'firestore',
    html: 'build',
    layout: 'dashboard',
  }),
  shipping: page({
    path: '/dashboard/shipping',
    module: 'dashboard/shipping',
    access: { right: 'managePricing' },
    firebase: 'auth',
    html: 'build',
    layout: 'dashboard',
  }),
  discounts: page({
    path: '/dashboard/discounts',
    module: 'dashboard/discounts',
    access: { right: 'managePricing' },
    firebase: 'auth',
    html: 'build',
    layout: 'dashboard',
  }),
  activity: page({
    path: '/dashboard/activity',
    module: 'dashboard/activity',
    access: { right: 'readAudit' },
    firebase: 'auth',
    html: 'build',
    layout: 'dashboard',
  }),
  notFound: page({
    path: '*',
    module: 'not-found',
    access: 'anyone',
    firebase: 'none',
    html: 'build',
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

/**
 * The parameter of a page prerendered once for every value: Hosting serves that file for any
 * (firebase.json), and the browser renders the page at its own address.
 */
export const ANY_PARAM = '_';

/** The not-found page, prerendered once: Hosting serves it as 404.html for unknown paths. */
export const NOT_FOUND_PATH = '/404';

/** The address React Router prerenders a build-time page at. */
export const prerenderPathOf = (entry: RouteEntry) =>
  entry.path === '*' ? NOT_FOUND_PATH : entry.path.replace(/:\w+/g, ANY_PARAM);

/** The pages prerendered at build, by their prerender address. */
export const PRERENDERED = [
  ...new Set(ROUTE_LIST.filter((entry) => entry.html === 'build').map(prerenderPathOf)),
];

/** The files for crawlers, made by resource routes (src/app/resources) and prerendered. */
export const CRAWLER_FILES = { sitemap: '/sitemap.xml', robots: '/robots.txt' } as const;

/** The file React Router writes for a prerendered address (clean URLs: Hosting drops `.html`). */
export const prerenderedFile = (path: string) => (path === '/' ? '/index.html' : `${path}.html`);
