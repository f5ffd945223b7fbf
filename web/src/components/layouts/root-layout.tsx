import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { DashboardSidebarProvider } from './dashboard-sidebar';
import { Footer } from './footer';
import { Navbar } from './navbar';

/**
 * Every page: navigation bar, the page, footer. The page fills at least the screen, so the
 * footer starts below the first view and does not jump down when the page's data arrives.
 */
export function RootLayout() {
  return (
    <DashboardSidebarProvider>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <Navbar />
        <Box sx={{ minHeight: '100vh' }}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
    </DashboardSidebarProvider>
  );
}
