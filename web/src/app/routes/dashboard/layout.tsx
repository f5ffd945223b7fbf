import { Outlet } from 'react-router';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';

export default function Page() {
  return (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  );
}
