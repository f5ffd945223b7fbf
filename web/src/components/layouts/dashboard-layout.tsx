import BarChartIcon from '@mui/icons-material/BarChart';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PersonIcon from '@mui/icons-material/Person';
import PostAddIcon from '@mui/icons-material/PostAdd';
import PublicIcon from '@mui/icons-material/Public';
import FavoriteIcon from '@mui/icons-material/Favorite';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ReviewsIcon from '@mui/icons-material/Reviews';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import {
  Box,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Toolbar,
  Typography,
} from '@mui/material';
import { Suspense, lazy, memo, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { DASHBOARD_TEXT } from '@pedalworks/domain/messages';
import { DISCOUNTS_PAGE_TEXT, SHIPPING_PAGE_TEXT } from '@pedalworks/domain/pricing';
import { REVIEW_TEXT } from '@pedalworks/domain/reviews';
import { SAVED_TEXT } from '@pedalworks/domain/saved';
import { hasRight, ROLES, type Role } from '@pedalworks/domain/roles';
import { STAFF_PAGE_TEXT } from '@pedalworks/domain/staff-pages';
import { paths, rightOfPage } from '@/config/paths';
import { useRole } from '@/lib/staff-role';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { useDashboardSidebar } from './dashboard-sidebar';

interface MenuItem {
  label: string;
  to: string;
  icon: ReactNode;
}

const customerMenu: MenuItem[] = [
  { label: DASHBOARD_TEXT.myProfile, to: paths.dashboard, icon: <PersonIcon /> },
  { label: DASHBOARD_TEXT.myOrders, to: paths.orders, icon: <ShoppingCartIcon /> },
  { label: DASHBOARD_TEXT.myReviews, to: paths.reviews, icon: <RateReviewIcon /> },
  { label: SAVED_TEXT.title, to: paths.saved, icon: <FavoriteIcon /> },
];

const staffMenu: MenuItem[] = [
  { label: DASHBOARD_TEXT.allUsers, to: paths.users, icon: <GroupIcon /> },
  { label: DASHBOARD_TEXT.addTools, to: paths.addTool, icon: <PostAddIcon /> },
  { label: DASHBOARD_TEXT.manageOrders, to: paths.manageOrders, icon: <LocalShippingIcon /> },
  { label: DASHBOARD_TEXT.manageTools, to: paths.manageTools, icon: <Inventory2Icon /> },
  { label: REVIEW_TEXT.manageReviews, to: paths.manageReviews, icon: <ReviewsIcon /> },
  { label: DASHBOARD_TEXT.sales, to: paths.sales, icon: <BarChartIcon /> },
  { label: SHIPPING_PAGE_TEXT.title, to: paths.shipping, icon: <PublicIcon /> },
  { label: DISCOUNTS_PAGE_TEXT.title, to: paths.discounts, icon: <LocalOfferIcon /> },
  { label: STAFF_PAGE_TEXT.activity, to: paths.activity, icon: <HistoryIcon /> },
];

/** A customer's menu, or the staff pages whose right the role has (the route table's). */
const menuOf = (role: Role): MenuItem[] =>
  role === 'customer'
    ? customerMenu
    : staffMenu.filter((item) => {
        const right = rightOfPage(item.to);
        return right !== undefined && hasRight(role, right);
      });

/** One array per role for good: the memoised menu renders again only when the role changes. */
const MENUS = new Map(ROLES.map((role) => [role, menuOf(role)]));

const DRAWER_WIDTH = 240;

/** Until the role is known. */
const noMenu: MenuItem[] = [];

/** Memoised: it renders again only when the role's items change. */
const SideMenu = memo(function SideMenu({
  items,
  onNavigate,
}: {
  items: MenuItem[];
  onNavigate: () => void;
}) {
  return (
    <Box component="nav" aria-label={DASHBOARD_TEXT.dashboard}>
      <Toolbar>
        <Typography variant="h6" component="p">
          {DASHBOARD_TEXT.dashboard}
        </Typography>
      </Toolbar>
      <List>
        {items.map((item) => (
          <ListItem key={item.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={item.to}
              end
              onClick={onNavigate}
              sx={{ '&.active': { bgcolor: 'action.selected' } }}
            >
              {/* MUI 9 narrowed ListItemIcon to 36px; 56px keeps the menu as it was. */}
              <ListItemIcon sx={{ minWidth: 56 }}>{item.icon}</ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
});

/** The side menu as a temporary drawer (small screens): its module loads when first opened. */
const MenuDrawer = lazy(() =>
  import('./dashboard-menu-drawer').then((module) => ({ default: module.DashboardMenuDrawer })),
);

/** On small screens the side menu opens from the bar's dashboard toggle, the one button for it. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { loading, role } = useRole();
  const sidebar = useDashboardSidebar();
  const opened = useOpenedOnce(sidebar.open);
  const items = loading ? noMenu : (MENUS.get(role) ?? noMenu);
  return (
    <Box sx={{ display: 'flex', minHeight: '100%' }}>
      {opened && (
        <Suspense fallback={null}>
          <MenuDrawer open={sidebar.open} onClose={sidebar.close} width={DRAWER_WIDTH}>
            <SideMenu items={items} onNavigate={sidebar.close} />
          </MenuDrawer>
        </Suspense>
      )}
      <Paper
        square
        elevation={0}
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        <SideMenu items={items} onNavigate={sidebar.close} />
      </Paper>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        {children}
      </Box>
    </Box>
  );
}
