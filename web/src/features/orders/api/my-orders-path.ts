import { PAGE_SIZE } from '@pedalworks/domain/constants';

/**
 * GET /order's path for a page of customer `uid`'s orders after the order `after` (by uid, so an
 * admin's My Orders lists their own, and the answer tells the version of the customer's orders):
 * one order more than a page is asked for, to know whether a next page exists. The first page's
 * is the read the server renders My Orders with.
 */
export function myOrdersPath(uid: string, after?: string): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE + 1), uid });
  if (after) params.set('after', after);
  return `/order?${params.toString()}`;
}
