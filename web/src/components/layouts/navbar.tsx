import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { User } from 'firebase/auth';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@pedalworks/domain/constants';
import { paths } from '@/config/paths';
import { clearSession } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { useDashboardSidebar } from './dashboard-sidebar';
import { DASHBOARD_ITEM, LOGIN_ITEM, MAIN_ITEMS } from './nav-items';

/**
 * The menus of the bar are loaded on first opening: a first view needs only their buttons. Once
 * loaded they stay mounted, so they can animate closed.
 */
const HomeSectionsMenu = lazy(() =>
  import('./home-sections-menu').then((module) => ({ default: module.HomeSectionsMenu })),
);
const MobileDrawer = lazy(() =>
  import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })),
);

function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

function HomeMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(Boolean(anchor));
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
      {opened && (
        <Suspense fallback={null}>
          <HomeSectionsMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
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

/** The navigation bar of every page; a drawer menu replaces the links on small screens. */
export function Navbar() {
  const { loading, user } = useCurrentUser();
  const { pathname } = useLocation();
  const sidebar = useDashboardSidebar();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useOpenedOnce(drawerOpen);
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
      {drawerOpened && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} items={items} />
        </Suspense>
      )}
    </AppBar>
  );
}
