import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { HOME_SECTIONS, type NavItem } from './nav-items';

/** The site menu of small screens; loaded on first opening (see navbar.tsx). */
export function MobileDrawer({
  open,
  onClose,
  items,
}: {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
}) {
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box component="nav" aria-label="Site menu" sx={{ width: 260 }} onClick={onClose}>
        <List>
          <ListItemButton component={RouterLink} to={paths.home}>
            <ListItemText primary="Home" />
          </ListItemButton>
          {HOME_SECTIONS.map((item) => (
            <ListItemButton key={item.label} component={RouterLink} to={item.to} sx={{ pl: 4 }}>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
          <Divider />
          {items.map((item) => (
            <ListItemButton key={item.label} component={RouterLink} to={item.to}>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
