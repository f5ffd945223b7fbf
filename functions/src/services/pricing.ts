/** The shop's shipping zones and discount codes, as admins edit them (docs/orders.md). */
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { InferType } from 'yup';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import {
  countryName,
  type DiscountCode,
  type ShippingZone,
  type StoredDiscountCode,
} from '@pedalworks/domain/pricing';
import {
  PRICING_TEXT,
  type discountCodeSchema,
  type shippingZoneSchema,
} from '@pedalworks/domain/pricing-schemas';
import type { Caller } from '../lib/caller';
import { recordStaffChange } from './audit';
import { db, transact } from '../lib/admin';
import { HttpError } from '../lib/errors';

const zones = () => db().collection(COLLECTIONS.shippingZones);
export const discountCodes = () => db().collection(COLLECTIONS.discountCodes);

/** A stored code, its counters 0 until a checkout first moved them (the demo seed writes none). */
export function storedCode(snapshot: DocumentSnapshot): StoredDiscountCode | undefined {
  const data = snapshot.data() as (DiscountCode & { uses?: number; reserved?: number }) | undefined;
  if (!data) return undefined;
  return { ...data, code: snapshot.id, uses: data.uses ?? 0, reserved: data.reserved ?? 0 };
}

export type ZoneInput = InferType<typeof shippingZoneSchema>;
export type CodeInput = InferType<typeof discountCodeSchema>;

export async function listZones(): Promise<(ShippingZone & { _id: string })[]> {
  const snapshot = await zones().orderBy('name').limit(100).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as ShippingZone), _id: doc.id }));
}

/** In one transaction with the others: a country in one zone, one fallback at most. */
export async function saveZone(caller: Caller, id: string | undefined, input: ZoneInput) {
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
    recordStaffChange(transaction, caller, {
      action: id ? 'shipping-zone.update' : 'shipping-zone.create',
      target: ref,
      before: current.data() ?? null,
      after: input,
    });
    return { ...input, _id: ref.id };
  });
}

export async function deleteZone(caller: Caller, id: string): Promise<{ deletedCount: number }> {
  const ref = zones().doc(id);
  return transact(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists) return { deletedCount: 0 };
    transaction.delete(ref);
    recordStaffChange(transaction, caller, {
      action: 'shipping-zone.delete',
      target: ref,
      before: current.data()!,
      after: null,
    });
    return { deletedCount: 1 };
  });
}

export async function listCodes(): Promise<StoredDiscountCode[]> {
  const snapshot = await discountCodes().orderBy('createdAt', 'desc').limit(100).get();
  return snapshot.docs.map((doc) => storedCode(doc)!);
}

/** A new code (409 with the domain's text when it exists), with no uses yet. */
export async function createCode(caller: Caller, input: CodeInput): Promise<StoredDiscountCode> {
  const { code, ...rules } = input;
  const stored = { ...rules, uses: 0, reserved: 0 };
  const ref = discountCodes().doc(code);
  const batch = db().batch();
  batch.create(ref, { ...stored, createdAt: FieldValue.serverTimestamp() });
  recordStaffChange(batch, caller, {
    action: 'discount-code.create',
    target: ref,
    before: null,
    after: stored,
  });
  try {
    await batch.commit();
  } catch (error) {
    if ((error as { code?: number }).code === 6) throw new HttpError(409, PRICING_TEXT.codeTaken);
    throw error;
  }
  return { ...stored, code };
}

export async function pauseCode(
  caller: Caller,
  code: string,
  paused: boolean,
): Promise<StoredDiscountCode> {
  const ref = discountCodes().doc(code);
  return transact(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists) throw new HttpError(404, API_ERROR.notFound);
    transaction.update(ref, { paused });
    recordStaffChange(transaction, caller, {
      action: 'discount-code.update',
      target: ref,
      before: { paused: current.get('paused') ?? false },
      after: { paused },
    });
    return { ...storedCode(current)!, paused };
  });
}
