import { Outlet } from 'react-router';
import { RouteError } from '../route-error';

/** A page's error shows inside the shop's bar and footer. */
export default function Errors() {
  return <Outlet />;
}

export const ErrorBoundary = RouteError;
