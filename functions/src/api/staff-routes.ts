import type { RequestHandler, Router } from 'express';
import type { Right } from '@pedalworks/domain/roles';
import { assertRight } from '../lib/rights';
import { callerOf, requireCaller } from './middleware/auth';

/**
 * Every route a staff right guards, with that right (ROLE_RIGHTS says which role has it). Routers
 * register them through staffRoute only, so the table-driven test (functions/test/staff-rights)
 * reaches every one.
 */
export const STAFF_ROUTES = {
  'GET /manageorder': 'readOrders',
  'GET /manageorder.csv': 'readSales',
  'PUT /manageorder/:id': 'shipOrders',
  'PUT /manageorder/:id/tracking': 'shipOrders',
  'POST /manageorder/:id/cancel': 'cancelOrders',
  'POST /manageorder/:id/refund': 'refundOrders',
  'POST /manageorder/:id/return/approve': 'handleReturns',
  'POST /manageorder/:id/return/decline': 'handleReturns',
  'POST /manageorder/:id/return/receive': 'handleReturns',
  'POST /manageorder/:id/write-off': 'writeOffOrders',
  'GET /alluser': 'readCustomers',
  'PUT /user/admin/:email': 'manageRoles',
  'PUT /user/role/:email': 'manageRoles',
  'GET /audit': 'readAudit',
  'POST /tool': 'editCatalogue',
  'PUT /tool/:id': 'editCatalogue',
  'POST /tool/:id/stock': 'editCatalogue',
  'PUT /tool/:id/option': 'editCatalogue',
  'DELETE /tool/:id/option': 'editCatalogue',
  'DELETE /tool/:id': 'editCatalogue',
  'POST /shipping-zone': 'managePricing',
  'PUT /shipping-zone/:id': 'managePricing',
  'DELETE /shipping-zone/:id': 'managePricing',
  'GET /discount-code': 'managePricing',
  'POST /discount-code': 'managePricing',
  'PATCH /discount-code/:code': 'managePricing',
  'GET /mail/failed': 'resendMail',
  'POST /mail/resend-failed': 'resendMail',
  'POST /mail/:id/resend': 'resendMail',
} as const satisfies Record<string, Right>;
export type StaffRoute = keyof typeof STAFF_ROUTES;

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';

/** Registers `route` behind the caller's verification and its right (403 naming it). */
export function staffRoute(router: Router, route: StaffRoute, handler: RequestHandler): void {
  const [method, path] = route.split(' ') as [string, string];
  const guard: RequestHandler = (req, _res, next) => {
    assertRight(callerOf(req), STAFF_ROUTES[route]);
    next();
  };
  router[method.toLowerCase() as Method](path, requireCaller, guard, handler);
}
