import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@pedalworks/domain/constants';
import { paths } from '@/config/paths';
import { clearSession } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useDashboardSidebar } from './dashboard-sidebar';
import { DASHBOARD_ITEM, HOME_SECTIONS, LOGIN_ITEM, MAIN_ITEMS, type NavItem } from './nav-items';

function HomeMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button color="inherit" component={RouterLink} to={paths.home}>
        Home
      </Button>
      <IconButton
        color="inherit"
        size="small"
        aria-label="Home sections"
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ml: -1 }}
      >
        <ExpandMoreIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {HOME_SECTIONS.map((item) => (
          <MenuItem
            key={item.label}
            component={RouterLink}
            to={item.to}
            onClick={() => setAnchor(null)}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function UserBadge({ user }: { user: User }) {
  const name = user.displayName ?? user.email ?? '';
  return user.photoURL ? (
    <Avatar src={user.photoURL} alt={name} sx={{ width: 32, height: 32 }} />
  ) : (
    <Typography component="span" sx={{ fontWeight: 600 }}>
      {name}
    </Typography>
  );
}

function MobileDrawer({
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

/** The navigation bar of every page; a drawer menu replaces the links on small screens. */
export function Navbar() {
  const { loading, user } = useCurrentUser();
  const { pathname } = useLocation();
  const sidebar = useDashboardSidebar();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const onDashboard = pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`);
  const items = [...MAIN_ITEMS, ...(loading ? [] : [user ? DASHBOARD_ITEM : LOGIN_ITEM])];

  return (
    <AppBar position="sticky" color="primary">
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Open menu"
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Button
          component={RouterLink}
          to={paths.home}
          color="inherit"
          aria-label={`${PRODUCT_NAME} home`}
          startIcon={<DirectionsBikeIcon />}
          sx={{ fontSize: '1.25rem', fontWeight: 800, mr: 2 }}
        >
          {PRODUCT_NAME}
        </Button>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
          <HomeMenu />
          {items.map((item) => (
            <Button key={item.label} color="inherit" component={RouterLink} to={item.to}>
              {item.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {user && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <UserBadge user={user} />
            <Button color="inherit" variant="outlined" onClick={() => void clearSession()}>
              Sign Out
            </Button>
          </Box>
        )}
        {onDashboard && (
          <IconButton
            color="inherit"
            edge="end"
            aria-label="Open dashboard menu"
            onClick={sidebar.toggle}
            sx={{ display: { md: 'none' } }}
          >
            <ViewSidebarIcon />
          </IconButton>
        )}
      </Toolbar>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} items={items} />
    </AppBar>
  );
}
