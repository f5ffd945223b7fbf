import type { Right } from '@pedalworks/domain/roles';
import { pathnamePattern, pathOf, rightOf, ROUTE_LIST, ROUTES } from './routes';

/** Every page's address, typed; the patterns are those of the route table (./routes.ts). */
export const paths = {
  home: ROUTES.home.path,
  homeAlias: ROUTES.homeAlias.path,
  allTools: ROUTES.allTools.path,
  blog: ROUTES.blog.path,
  portfolio: ROUTES.portfolio.path,
  login: ROUTES.login.path,
  signup: ROUTES.signup.path,
  tool: (toolId: string) => pathOf(ROUTES.tool.path, { toolId }),
  review: ROUTES.review.path,
  dashboard: ROUTES.dashboard.path,
  orders: ROUTES.orders.path,
  reviews: ROUTES.reviews.path,
  saved: ROUTES.saved.path,
  payment: (orderId: string) => pathOf(ROUTES.payment.path, { id: orderId }),
  paymentResult: (orderId: string) => pathOf(ROUTES.paymentResult.path, { id: orderId }),
  checkout: ROUTES.checkout.path,
  checkoutResult: (checkoutId: string) => pathOf(ROUTES.checkoutResult.path, { id: checkoutId }),
  receipt: (paymentId: string) => pathOf(ROUTES.receipt.path, { id: paymentId }),
  users: ROUTES.users.path,
  addTool: ROUTES.addTool.path,
  manageOrders: ROUTES.manageOrders.path,
  manageTools: ROUTES.manageTools.path,
  manageReviews: ROUTES.manageReviews.path,
  sales: ROUTES.sales.path,
  shipping: ROUTES.shipping.path,
  discounts: ROUTES.discounts.path,
  activity: ROUTES.activity.path,
} as const;

/** The right the staff page at `pathname` needs (the route table's), if it is one. */
export function rightOfPage(pathname: string): Right | undefined {
  const entry = ROUTE_LIST.find(
    (route) => rightOf(route) && new RegExp(pathnamePattern(route.path)).test(pathname),
  );
  return entry && rightOf(entry);
}

/** The sections of / that Home's sub-menu scrolls to (the footer is on every page). */
export const HOME_ANCHORS = { summary: 'summary', review: 'review', footer: 'footer' } as const;
