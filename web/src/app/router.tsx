import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { DashboardRouteError, RouteError } from '@/components/errors/route-error';
import { RootLayout } from '@/components/layouts/root-layout';
import { loadFirebase } from '@/lib/session';
import { RequireAdmin, RequireAuth, RequireSignedOut } from './guards';
import { lazyRoute, loadChunk } from './lazy-route';

/** What a route module may declare in its `handle`. */
export interface RouteHandle {
  /** GET paths under /api the page reads first: a prerendered page starts them at once. */
  apiPreloads?: string[];
}

/** The pages under it show once Firebase Auth has restored any session. */
async function withFirebaseAuth() {
  await loadChunk('firebase', loadFirebase);
  return {};
}

/** The dashboard's pages, admin-only ones behind RequireAdmin. */
const dashboard: RouteObject[] = [
  { index: true, lazy: lazyRoute('profile', () => import('./routes/dashboard/profile')) },
  { path: 'orders', lazy: lazyRoute('orders', () => import('./routes/dashboard/orders')) },
  { path: 'reviews', lazy: lazyRoute('reviews', () => import('./routes/dashboard/reviews')) },
  { path: 'payment/:id', lazy: lazyRoute('payment', () => import('./routes/dashboard/payment')) },
  {
    element: <RequireAdmin />,
    children: [
      { path: 'users', lazy: lazyRoute('users', () => import('./routes/dashboard/users')) },
      { path: 'addTool', lazy: lazyRoute('addTool', () => import('./routes/dashboard/add-tool')) },
      {
        path: 'manageOrder',
        lazy: lazyRoute('manageOrder', () => import('./routes/dashboard/manage-orders')),
      },
      {
        path: 'manageTool',
        lazy: lazyRoute('manageTool', () => import('./routes/dashboard/manage-tools')),
      },
      { path: 'sales', lazy: lazyRoute('sales', () => import('./routes/dashboard/sales')) },
    ],
  },
];

/**
 * One lazy module per route. The public catalogue pages read the REST API and never load
 * Firebase; Auth comes with sign-in and the signed-in pages, Firestore with the pages that read
 * it live (the tool page loads it only after showing the tool); the dashboard, admin pages and
 * Stripe load only where they are used. A route that fails shows its error inside the bar and
 * footer (and inside the side menu on the dashboard), never the raw error.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The first page's lazy modules load with the entry (see web/vite.config.ts); nothing is
    // shown until they have.
    HydrateFallback: () => null,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: lazyRoute('home', () => import('./routes/home')) },
          { path: 'home', lazy: lazyRoute('home', () => import('./routes/home')) },
          { path: 'allTool', lazy: lazyRoute('allTool', () => import('./routes/all-tools')) },
          { path: 'blog', lazy: lazyRoute('blog', () => import('./routes/blog')) },
          { path: 'portfolio', lazy: lazyRoute('portfolio', () => import('./routes/portfolio')) },
          {
            lazy: withFirebaseAuth,
            children: [
              {
                element: <RequireSignedOut />,
                children: [
                  { path: 'login', lazy: lazyRoute('login', () => import('./routes/auth/login')) },
                  {
                    path: 'signup',
                    lazy: lazyRoute('signup', () => import('./routes/auth/signup')),
                  },
                ],
              },
              {
                element: <RequireAuth />,
                children: [
                  { path: 'tool/:toolId', lazy: lazyRoute('tool', () => import('./routes/tool')) },
                  {
                    lazy: lazyRoute('firestore', () => import('./routes/firestore-layout')),
                    children: [
                      {
                        path: 'review',
                        lazy: lazyRoute('review', () => import('./routes/review')),
                      },
                      {
                        path: 'dashboard',
                        lazy: lazyRoute('dashboard', () => import('./routes/dashboard/layout')),
                        children: [{ ErrorBoundary: DashboardRouteError, children: dashboard }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', lazy: lazyRoute('notFound', () => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

/**
 * The browser's router, ready once the lazy modules of the current page have loaded: only then
 * does it render what the prerendered page shows (see src/prerender.tsx).
 */
export async function createAppRouter() {
  const router = createBrowserRouter(routes);
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  return router;
}
