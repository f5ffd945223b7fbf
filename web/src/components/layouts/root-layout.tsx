import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { DashboardSidebarProvider } from './dashboard-sidebar';

/** Every page: navigation bar, the page, footer. */
export function RootLayout() {
  return (
    <DashboardSidebarProvider>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Outlet />
        </Box>
      </Box>
    </DashboardSidebarProvider>
  );
}
