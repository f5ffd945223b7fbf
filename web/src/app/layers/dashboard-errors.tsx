import { Outlet } from 'react-router';
import { DashboardRouteError } from '../route-error';

/** Inside the dashboard a page's error keeps the side menu. */
export default function DashboardErrors() {
  return <Outlet />;
}

export const ErrorBoundary = DashboardRouteError;
