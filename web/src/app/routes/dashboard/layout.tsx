import { Outlet } from 'react-router-dom';

// Placeholder until the dashboard shell is built.
export function Component() {
  return <Outlet />;
}
