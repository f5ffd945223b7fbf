import { Outlet } from 'react-router';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';

export function Component() {
  return (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  );
}
