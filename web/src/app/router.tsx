import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RootLayout } from '@/components/layouts/root-layout';
import { RequireAdmin, RequireAuth } from './guards';

/** One lazy module per route; public pages never load the dashboard, admin pages or Stripe. */
const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'home', lazy: () => import('./routes/home') },
      { path: 'allTool', lazy: () => import('./routes/all-tools') },
      { path: 'blog', lazy: () => import('./routes/blog') },
      { path: 'portfolio', lazy: () => import('./routes/portfolio') },
      { path: 'login', lazy: () => import('./routes/auth/login') },
      { path: 'signup', lazy: () => import('./routes/auth/signup') },
      {
        element: <RequireAuth />,
        children: [
          { path: 'tool/:toolId', lazy: () => import('./routes/tool') },
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
                  { path: 'manageOrder', lazy: () => import('./routes/dashboard/manage-orders') },
                  { path: 'manageTool', lazy: () => import('./routes/dashboard/manage-tools') },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
