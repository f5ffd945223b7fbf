import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { onSessionRejected } from '@/lib/api-client';
import { DashboardSidebarProvider } from './dashboard-sidebar';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** The page fills at least the screen, so that the footer does not jump as its data arrives. */
export function RootLayout() {
  const location = useLocation();
  const { hash, key } = location;
  // A link to a section (/#review) scrolls to it, also when the page is already open.
  useEffect(() => {
    if (hash.length > 1) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    }
  }, [hash, key]);
  const navigate = useNavigate();
  // Every refused call waits for home: several may be refused at once.
  const arrivedHome = useRef<(() => void)[]>([]);
  useEffect(() => {
    arrivedHome.current.splice(0).forEach((resolve) => resolve());
  }, [location]);
  // A session the server refused (401 or 403 of a protected call) ends once home is on screen:
  // ended earlier, the guard of the page being left would send the person to /login instead.
  useEffect(
    () =>
      onSessionRejected(
        () =>
          new Promise<void>((resolve) => {
            arrivedHome.current.push(resolve);
            void navigate(paths.home, { replace: true });
          }),
      ),
    [navigate],
  );
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
