import { getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { isCountryCode, type CountryCode } from '@pedalworks/domain/pricing';
import { typedCollection } from '@/lib/collections';

/** The country of the customer's newest order (one read, theirs by the rules), if it has one. */
export async function fetchLastCountry(
  firestore: Firestore,
  uid: string,
): Promise<CountryCode | null> {
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
