import { describe, expect, it } from 'vitest';
import { PRICING_TEXT, discountCodeSchema, shippingZoneSchema } from './pricing-schemas';

const firstError = (
  schema: typeof shippingZoneSchema | typeof discountCodeSchema,
  value: unknown,
) =>
  schema.validate(value).then(
    () => null,
    (error: { message: string }) => error.message,
  );

const zone = { name: 'Europe', countries: ['FR', 'DE'], rateCents: 1500, freeFromCents: 10_000 };
const code = { code: 'spring-10', kind: 'percent', amount: 10 };

describe('shippingZoneSchema', () => {
  it('takes a zone, and a fallback with no countries', async () => {
    expect(await firstError(shippingZoneSchema, zone)).toBeNull();
    expect(
      await firstError(shippingZoneSchema, { ...zone, countries: [], fallback: true }),
    ).toBeNull();
  });

  it.each([
    [{ ...zone, rateCents: -1 }, PRICING_TEXT.rateNegative],
    [{ ...zone, countries: [] }, PRICING_TEXT.countriesRequired],
    [{ ...zone, countries: ['XX'] }, PRICING_TEXT.unknownCountry],
    [{ ...zone, name: ' ' }, PRICING_TEXT.zoneNameRequired],
  ])('refuses %o with its text', async (value, text) => {
    expect(await firstError(shippingZoneSchema, value)).toBe(text);
  });
});

describe('discountCodeSchema', () => {
  it('takes a code, upper-cased', async () => {
    expect((await discountCodeSchema.validate(code)).code).toBe('SPRING-10');
  });

  it.each([
    [{ ...code, amount: 101 }, PRICING_TEXT.percentRange],
    [{ ...code, kind: 'fixed', amount: 0 }, PRICING_TEXT.fixedPositive],
    [
      { ...code, startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' },
      PRICING_TEXT.endBeforeStart,
    ],
    [{ ...code, code: 'a b' }, PRICING_TEXT.codeInvalid],
    [{ ...code, maxUses: 0 }, PRICING_TEXT.usesPositive],
  ])('refuses %o with its text', async (value, text) => {
    expect(await firstError(discountCodeSchema, value)).toBe(text);
  });
});
