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
import { DASHBOARD_TEXT } from '@pedalworks/domain/messages';
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
const AccountMenu = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
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

const nameOf = (user: User) => user.displayName ?? user.email ?? '';

/** The photo, else the initials of the name. */
function UserAvatar({ user }: { user: User }) {
  const name = nameOf(user);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <Avatar
      src={user.photoURL ?? undefined}
      alt={name}
      sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: '0.9rem' }}
    >
      {initials}
    </Avatar>
  );
}

/**
 * Wide screens: the avatar (from photoURL) or else the display name, cut with an ellipsis, and
 * Sign Out. Phones: the avatar or initials, which opens a menu with the name and Sign Out.
 */
function UserBadge({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(Boolean(anchor));
  const name = nameOf(user);
  return (
    <>
      <Box
        sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1.5, minWidth: 0 }}
      >
        {user.photoURL ? (
          <UserAvatar user={user} />
        ) : (
          <Typography
            component="span"
            noWrap
            title={name}
            sx={{ fontWeight: 600, maxWidth: { sm: 160, lg: 260 } }}
          >
            {name}
          </Typography>
        )}
        <Button
          color="inherit"
          variant="outlined"
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          onClick={() => void clearSession()}
        >
          Sign Out
        </Button>
      </Box>
      <IconButton
        color="inherit"
        aria-label={DASHBOARD_TEXT.account}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ display: { xs: 'inline-flex', sm: 'none' }, p: 0.5 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenu
            anchor={anchor}
            name={name}
            onClose={() => setAnchor(null)}
            onSignOut={() => void clearSession()}
          />
        </Suspense>
      )}
    </>
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
        {user && <UserBadge user={user} />}
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
