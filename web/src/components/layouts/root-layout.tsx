import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { DashboardSidebarProvider } from './dashboard-sidebar';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { useAccessTokenSync } from './use-access-token-sync';

/** Every page: navigation bar, the page, footer. */
export function RootLayout() {
  useAccessTokenSync();
  return (
    <DashboardSidebarProvider>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Navbar />
        <Box sx={{ flexGrow: 1 }}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
    </DashboardSidebarProvider>
  );
}
