/** Every route of the shop, typed. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  allTools: '/allTool',
  blog: '/blog',
  portfolio: '/portfolio',
  login: '/login',
  signup: '/signup',
  tool: (toolId: string) => `/tool/${toolId}`,
  review: '/review',
  dashboard: '/dashboard',
  orders: '/dashboard/orders',
  reviews: '/dashboard/reviews',
  payment: (orderId: string) => `/dashboard/payment/${orderId}`,
  users: '/dashboard/users',
  addTool: '/dashboard/addTool',
  manageOrders: '/dashboard/manageOrder',
  manageTools: '/dashboard/manageTool',
  sales: '/dashboard/sales',
} as const;

/** The dashboard pages only admins may open (RequireAdmin in src/app/router.tsx). */
export const ADMIN_PAGES: readonly string[] = [
  paths.users,
  paths.addTool,
  paths.manageOrders,
  paths.manageTools,
  paths.sales,
];

export const isAdminPage = (pathname: string) => ADMIN_PAGES.includes(pathname.replace(/\/+$/, ''));

/** The sections of / that Home's sub-menu scrolls to (the footer is on every page). */
export const HOME_ANCHORS = { summary: 'summary', review: 'review', footer: 'footer' } as const;
