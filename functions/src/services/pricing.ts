/** The shop's shipping zones and discount codes, as admins edit them (docs/orders.md). */
import { FieldValue } from 'firebase-admin/firestore';
import type { InferType } from 'yup';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { countryName, type DiscountCode, type ShippingZone } from '@pedalworks/domain/pricing';
import {
  PRICING_TEXT,
  type discountCodeSchema,
  type shippingZoneSchema,
} from '@pedalworks/domain/pricing-schemas';
import { db, transact } from '../lib/admin';
import { HttpError } from '../lib/errors';

const zones = () => db().collection(COLLECTIONS.shippingZones);
const codes = () => db().collection(COLLECTIONS.discountCodes);

export type ZoneInput = InferType<typeof shippingZoneSchema>;
export type CodeInput = InferType<typeof discountCodeSchema>;

export async function listZones(): Promise<(ShippingZone & { _id: string })[]> {
  const snapshot = await zones().orderBy('name').limit(100).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as ShippingZone), _id: doc.id }));
}

/**
 * Creates (no id) or replaces a zone, in a transaction with the others: a country belongs to
 * one zone, and one zone at most is the fallback.
 */
export async function saveZone(id: string | undefined, input: ZoneInput) {
  const ref = id ? zones().doc(id) : zones().doc();
  return transact(async (transaction) => {
    const [current, all] = await Promise.all([transaction.get(ref), transaction.get(zones())]);
    if (id && !current.exists) throw new HttpError(404, API_ERROR.notFound);
    for (const other of all.docs.filter((doc) => doc.id !== ref.id)) {
      const zone = other.data() as ShippingZone;
      if (input.fallback && zone.fallback) throw new HttpError(409, PRICING_TEXT.fallbackTaken);
      const shared = input.countries.find((country) => zone.countries.includes(country));
      if (shared) {
        throw new HttpError(409, PRICING_TEXT.countryTaken(countryName(shared), zone.name));
      }
    }
    transaction.set(ref, input);
    return { ...input, _id: ref.id };
  });
}

export async function deleteZone(id: string): Promise<{ deletedCount: number }> {
  const ref = zones().doc(id);
  if (!(await ref.get()).exists) return { deletedCount: 0 };
  await ref.delete();
  return { deletedCount: 1 };
}

/** A code as admins see it: its rules and how often it was used and is held by open checkouts. */
export type StoredCode = DiscountCode & { code: string; uses: number; reserved: number };

export async function listCodes(): Promise<StoredCode[]> {
  const snapshot = await codes().orderBy('createdAt', 'desc').limit(100).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as StoredCode), code: doc.id }));
}

/** A new code (409 with the domain's text when it exists), with no uses yet. */
export async function createCode(input: CodeInput): Promise<StoredCode> {
  const { code, ...rules } = input;
  const stored = { ...rules, uses: 0, reserved: 0 };
  try {
    await codes()
      .doc(code)
      .create({ ...stored, createdAt: FieldValue.serverTimestamp() });
  } catch (error) {
    if ((error as { code?: number }).code === 6) throw new HttpError(409, PRICING_TEXT.codeTaken);
    throw error;
  }
  return { ...stored, code };
}

/** Pauses or resumes a code. */
export async function pauseCode(code: string, paused: boolean): Promise<StoredCode> {
  const ref = codes().doc(code);
  return transact(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists) throw new HttpError(404, API_ERROR.notFound);
    transaction.update(ref, { paused });
    return { ...(current.data() as StoredCode), paused, code };
  });
}
