import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';

/** Every page: navigation bar, the page, footer. */
export function RootLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
