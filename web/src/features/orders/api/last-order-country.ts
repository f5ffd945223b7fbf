import { useQuery } from '@tanstack/react-query';
import { DEFAULT_COUNTRY, type CountryCode } from '@pedalworks/domain/pricing';
import { withFirestore } from '@/lib/firestore-later';

/** The reader imports Firestore's functions by name: the SDK's others stay out of the bundle. */
async function lastCountry(uid: string): Promise<CountryCode | null> {
  const [{ fetchLastCountry }, firestore] = await withFirestore(
    () => import('./fetch-last-country'),
  );
  return fetchLastCountry(firestore, uid);
}

/** Where the order form ships by default: the customer's newest order's country, else home. */
export function useLastOrderCountry(uid: string): CountryCode {
  const { data } = useQuery({
    queryKey: ['last-order-country', uid],
    queryFn: () => lastCountry(uid),
    staleTime: Infinity,
  });
  return data ?? DEFAULT_COUNTRY;
}
