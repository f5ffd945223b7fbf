import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_COUNTRY, isCountryCode, type CountryCode } from '@pedalworks/domain/pricing';
import { myOrdersPath } from './my-orders-path';
import { myOrdersKey, type Page } from './use-my-orders';

/**
 * Where the order form ships by default: the country of the customer's newest order, when the
 * data cache holds their first page of orders (My Orders was open this visit), else the shop's
 * home. It reads nothing of its own: an extra request for a default is not worth it.
 */
export function useLastOrderCountry(uid: string): CountryCode {
  const client = useQueryClient();
  const page = client.getQueryData<Page>([...myOrdersKey(uid), myOrdersPath(uid)]);
  const country = page?.orders.find((order) => isCountryCode(order.country))?.country;
  return isCountryCode(country) ? country : DEFAULT_COUNTRY;
}
