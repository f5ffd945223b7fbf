import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { onSessionRejected } from '@/lib/api-client';
import { DashboardSidebarProvider } from './dashboard-sidebar';
import { Footer } from './footer';
import { Navbar } from './navbar';

/**
 * Every page: navigation bar, the page, footer. The page fills at least the screen, so the
 * footer starts below the first view and does not jump down when the page's data arrives.
 */
export function RootLayout() {
  const { hash, key } = useLocation();
  // A link to a section (/#review) scrolls to it, also when the page is already open.
  useEffect(() => {
    if (hash.length > 1) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    }
  }, [hash, key]);
  const navigate = useNavigate();
  // A session the server refused (401 or 403 of a protected call) has ended: go home.
  useEffect(() => onSessionRejected(() => navigate(paths.home, { replace: true })), [navigate]);
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
