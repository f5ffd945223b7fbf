import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';

const router = createBrowserRouter([
  { path: paths.home, lazy: () => import('./routes/home') },
  { path: paths.homeAlias, lazy: () => import('./routes/home') },
  { path: '*', lazy: () => import('./routes/not-found') },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
