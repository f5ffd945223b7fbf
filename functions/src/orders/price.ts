/** A checkout's whole price: shipping and a discount code (docs/orders.md, 'The total'). */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, RATE_LIMIT_WINDOW_MS } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import {
  DEFAULT_COUNTRY,
  DISCOUNT_TEXT,
  SHIPPING_TEXT,
  WRONG_CODES_PER_MINUTE,
  discountRefusal,
  normalCode,
  quote,
  zoneFor,
  type ShippingZone,
  type StoredDiscountCode,
} from '@pedalworks/domain/pricing';
import type { CheckoutLine, CheckoutPrice, Tool } from '@pedalworks/domain/types';
import { orderLineName } from '@pedalworks/domain/variants';
import { db } from '../lib/admin';
import { HttpError, TooManyRequests } from '../lib/errors';
import { addToWindow, countOfWindow, windowStartOf } from '../lib/rate-counters';
import { discountCodes, listZones, storedCode } from '../services/pricing';
import type { StoredCheckout, StoredOrder } from './stored';

const tools = () => db().collection(COLLECTIONS.tools);

/** Shipping when the shop has no zones yet: none. */
const NO_SHIPPING: ShippingZone = {
  name: '',
  countries: [],
  rateCents: 0,
  freeFromCents: null,
  fallback: true,
};

/** A checkout is one parcel, so its orders must share one country. */
export async function priceOrders(
  orders: StoredOrder[],
  asked: string | undefined,
  ownUses = 0,
): Promise<{ lines: CheckoutLine[]; price: CheckoutPrice }> {
  const countries = new Set(orders.map((order) => order.country ?? DEFAULT_COUNTRY));
  if (countries.size > 1) throw new HttpError(409, SHIPPING_TEXT.oneCountry);
  const country = [...countries][0]!;
  const code = asked ? normalCode(asked) : null;
  const [zones, toolDocs, codeDoc] = await Promise.all([
    listZones(),
    Promise.all(orders.map((order) => tools().doc(order.toolId).get())),
    code ? discountCodes().doc(code).get() : undefined,
  ]);
  // Held before an admin deleted its tool: the shop no longer sells it.
  if (toolDocs.some((doc) => !doc.exists)) throw new HttpError(409, API_ERROR.toolGone);
  const zone = zones.length === 0 ? NO_SHIPPING : zoneFor(zones, country);
  if (!zone) throw new HttpError(409, SHIPPING_TEXT.noZone);
  const items = orders.map((order, index) => ({
    cents: Math.round(order.price * 100),
    category: (toolDocs[index]!.data() as Tool | undefined)?.category ?? 'workshop',
  }));
  const rules = codeDoc && storedCode(codeDoc);
  if (code) {
    const refusal = discountRefusal(rules, items, new Date());
    if (refusal) throw new CodeRefused(refusal);
    // Used up already: refused before an intent is made (reserveCode stays the guard).
    if (usedUp(rules!, ownUses)) throw new CodeRefused(DISCOUNT_TEXT.usedUp);
  }
  const priced = quote(items, zone, rules);
  return {
    lines: orders.map((order, index) => ({
      orderId: order._id,
      toolName: orderLineName(order),
      quantity: order.orderedQuantity,
      price: order.price,
      ...priced.lines[index]!,
    })),
    price: {
      country,
      code,
      subtotalCents: priced.subtotalCents,
      discountCents: priced.discountCents,
      shippingCents: priced.shippingCents,
      totalCents: priced.totalCents,
    },
  };
}

/** A code that does not apply (409): one wrong try of the customer's (limitCodeTries). */
class CodeRefused extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** Like sign-in's limit: past WRONG_CODES_PER_MINUTE refusals, every try in the window is a 429. */
export async function limitCodeTries<T>(uid: string, attempt: () => Promise<T>): Promise<T> {
  const key = `code:${uid}`;
  const windowStart = windowStartOf();
  const tooMany = () =>
    new TooManyRequests(
      DISCOUNT_TEXT.tooManyTries,
      windowStart + RATE_LIMIT_WINDOW_MS - Date.now(),
    );
  if ((await countOfWindow(key, windowStart)) >= WRONG_CODES_PER_MINUTE) throw tooMany();
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof CodeRefused) {
      // Tries at once all pass the check above: the count says which went past the limit.
      if ((await addToWindow(key, windowStart, 1)) > WRONG_CODES_PER_MINUTE) throw tooMany();
    }
    throw error;
  }
}

const usedUp = (code: StoredDiscountCode, ownUses = 0) =>
  code.maxUses !== null && code.uses + code.reserved - ownUses >= code.maxUses;

/** The in-process queue of a code's reservations: one at a time, so they do not contend. */
export const codeKey = (code: string) => `discount-code/${code}`;

const customerUses = (code: string, uid: string) =>
  discountCodes().doc(code).collection('customers').doc(uid);

/**
 * Call it after the transaction's other reads, before its writes. Used and reserved uses both
 * count, so that the limit holds however many checkouts are made at once.
 */
export async function reserveCode(transaction: Transaction, code: string, uid: string) {
  const [stored, mine] = await Promise.all([
    transaction.get(discountCodes().doc(code)),
    transaction.get(customerUses(code, uid)),
  ]);
  const rules = storedCode(stored);
  if (!rules) throw new HttpError(409, DISCOUNT_TEXT.unknown);
  if (usedUp(rules)) {
    throw new HttpError(409, DISCOUNT_TEXT.usedUp);
  }
  const count = (mine.get('count') as number | undefined) ?? 0;
  if (rules.maxUsesPerCustomer !== null && count >= rules.maxUsesPerCustomer) {
    throw new HttpError(409, DISCOUNT_TEXT.usedByYou);
  }
  transaction.update(discountCodes().doc(code), { reserved: FieldValue.increment(1) });
  transaction.set(customerUses(code, uid), { count: count + 1 });
}

/** In a transaction that read the checkout, whose `codeUse` makes this happen once. */
export function settleCode(
  transaction: Transaction,
  checkout: StoredCheckout,
  outcome: 'used' | 'released',
): Record<string, unknown> {
  const code = checkout.price?.code;
  if (!code) return {};
  // Released when its checkout began ending, then paid all the same: the use counts again.
  const paidAfterRelease = checkout.codeUse === 'released' && outcome === 'used';
  if (checkout.codeUse !== 'reserved' && !paidAfterRelease) return {};
  transaction.update(discountCodes().doc(code), {
    ...(paidAfterRelease ? {} : { reserved: FieldValue.increment(-1) }),
    ...(outcome === 'used' ? { uses: FieldValue.increment(1) } : {}),
  });
  if (paidAfterRelease) {
    transaction.set(
      customerUses(code, checkout.uid),
      { count: FieldValue.increment(1) },
      { merge: true },
    );
  }
  if (outcome === 'released') {
    transaction.set(
      customerUses(code, checkout.uid),
      { count: FieldValue.increment(-1) },
      {
        merge: true,
      },
    );
  }
  return { codeUse: outcome };
}
