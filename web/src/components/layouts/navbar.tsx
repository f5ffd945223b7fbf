import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, memo, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { PRODUCT_NAME } from '@pedalworks/domain/constants';
import { paths } from '@/config/paths';
import { type Session, useCurrentUser } from '@/lib/session';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { useDashboardSidebar } from './dashboard-sidebar';
import { DASHBOARD_ITEM, LOGIN_ITEM, MAIN_ITEMS } from './nav-items';

/** Loaded on first opening, then kept mounted so that they animate closed. */
const HomeSectionsMenu = lazy(() =>
  import('./home-sections-menu').then((module) => ({ default: module.HomeSectionsMenu })),
);
const MobileDrawer = lazy(() =>
  import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })),
);
/** The signed-in user's badge: Avatar and the account menu's button, for signed-in pages only. */
const UserBadge = lazy(() =>
  import('./user-badge').then((module) => ({ default: module.UserBadge })),
);

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

/** The navigation bar of every page; a drawer menu replaces the links on small screens. */
export function Navbar() {
  const session = useCurrentUser();
  const { pathname } = useLocation();
  const sidebar = useDashboardSidebar();
  const onDashboard = pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`);
  return <NavbarBar session={session} onDashboard={onDashboard} toggleSidebar={sidebar.toggle} />;
}

/**
 * Memoised (see useCurrentUser). It takes the session, new at each change, not the user, which
 * Firebase updates in place (a new display name) where a memoised prop would miss it.
 */
const NavbarBar = memo(function NavbarBar({
  session: { loading, user },
  onDashboard,
  toggleSidebar,
}: {
  session: Session;
  onDashboard: boolean;
  toggleSidebar: () => void;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useOpenedOnce(drawerOpen);
  const items = [...MAIN_ITEMS, ...(loading ? [] : [user ? DASHBOARD_ITEM : LOGIN_ITEM])];

  return (
    <AppBar position="sticky" color="primary">
      <Toolbar
        component="nav"
        aria-label="Main"
        // The end buttons' negative edge margins (12 px) stay within the padding.
        sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 2 } }}
      >
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
          sx={{
            fontSize: { xs: '1.1rem', sm: '1.25rem' },
            fontWeight: 800,
            mr: { xs: 0, md: 2 },
            flexShrink: 0,
          }}
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
          <Suspense fallback={null}>
            <UserBadge user={user} />
          </Suspense>
        )}
        {onDashboard && (
          <IconButton
            color="inherit"
            edge="end"
            aria-label="Open dashboard menu"
            onClick={toggleSidebar}
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
});
