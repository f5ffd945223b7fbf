import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

interface DashboardMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}

/** The dashboard's side menu on small screens, a temporary drawer (lazily loaded). */
export function DashboardMenuDrawer({ open, onClose, width, children }: DashboardMenuDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{
        display: { xs: 'block', md: 'none' },
        '& .MuiDrawer-paper': { width, boxSizing: 'border-box' },
      }}
    >
      {children}
    </Drawer>
  );
}
