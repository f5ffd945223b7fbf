import { useQuery } from '@tanstack/react-query';
import { DEFAULT_COUNTRY, isCountryCode, type CountryCode } from '@pedalworks/domain/pricing';

/** The country of the customer's newest order (one read, theirs by the rules), if it has one. */
async function fetchLastCountry(uid: string): Promise<CountryCode | null> {
  const [{ getDocs, limit, orderBy, query, where }, { typedCollection }, { firestore }] =
    await Promise.all([
      import('firebase/firestore'),
      import('@/lib/collections'),
      import('@/lib/firestore'),
    ]);
  const newest = await getDocs(
    query(
      typedCollection(firestore, 'orders'),
      where('uid', '==', uid),
      orderBy('createdAt', 'desc'),
      limit(1),
    ),
  );
  const country: unknown = newest.docs[0]?.get('country');
  return isCountryCode(country) ? country : null;
}

/** Where the order form ships by default: the customer's newest order's country, else home. */
export function useLastOrderCountry(uid: string): CountryCode {
  const { data } = useQuery({
    queryKey: ['last-order-country', uid],
    queryFn: () => fetchLastCountry(uid),
    staleTime: Infinity,
  });
  return data ?? DEFAULT_COUNTRY;
}
