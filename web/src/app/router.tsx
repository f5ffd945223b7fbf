import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/components/layouts/root-layout';
import { loadFirebase } from '@/lib/session';
import { RequireAdmin, RequireAuth } from './guards';

/** What a route module may declare in its `handle`. */
export interface RouteHandle {
  /** GET paths under /api the page reads first: a prerendered page starts them at once. */
  apiPreloads?: string[];
}

/** The pages under it show once Firebase Auth has restored any session. */
async function withFirebaseAuth() {
  await loadFirebase();
  return {};
}

/**
 * One lazy module per route. The public catalogue pages read the REST API and never load
 * Firebase; Auth comes with sign-in and the signed-in pages, Firestore with the pages that read
 * it live (the tool page loads it only after showing the tool); the dashboard, admin pages and
 * Stripe load only where they are used.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The first page's lazy modules load with the entry (see web/vite.config.ts); nothing is
    // shown until they have.
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'home', lazy: () => import('./routes/home') },
      { path: 'allTool', lazy: () => import('./routes/all-tools') },
      { path: 'blog', lazy: () => import('./routes/blog') },
      { path: 'portfolio', lazy: () => import('./routes/portfolio') },
      {
        lazy: withFirebaseAuth,
        children: [
          { path: 'login', lazy: () => import('./routes/auth/login') },
          { path: 'signup', lazy: () => import('./routes/auth/signup') },
          {
            element: <RequireAuth />,
            children: [
              { path: 'tool/:toolId', lazy: () => import('./routes/tool') },
              {
                lazy: () => import('./routes/firestore-layout'),
                children: [
                  { path: 'review', lazy: () => import('./routes/review') },
                  {
                    path: 'dashboard',
                    lazy: () => import('./routes/dashboard/layout'),
                    children: [
                      { index: true, lazy: () => import('./routes/dashboard/profile') },
                      { path: 'orders', lazy: () => import('./routes/dashboard/orders') },
                      { path: 'reviews', lazy: () => import('./routes/dashboard/reviews') },
                      { path: 'payment/:id', lazy: () => import('./routes/dashboard/payment') },
                      {
                        element: <RequireAdmin />,
                        children: [
                          { path: 'users', lazy: () => import('./routes/dashboard/users') },
                          { path: 'addTool', lazy: () => import('./routes/dashboard/add-tool') },
                          {
                            path: 'manageOrder',
                            lazy: () => import('./routes/dashboard/manage-orders'),
                          },
                          {
                            path: 'manageTool',
                            lazy: () => import('./routes/dashboard/manage-tools'),
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
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
