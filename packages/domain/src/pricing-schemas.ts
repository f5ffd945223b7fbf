/** The admins' Shipping and Discounts forms, and the API behind them: one set of rules. */
import { array, boolean, mixed, number, object, string } from 'yup';
import { TOOL_CATEGORY_SLUGS } from './catalogue';
import { COUNTRY_CODES, DISCOUNT_CODE_MAX_LENGTH, type CountryCode } from './pricing';
import type { ToolCategory } from './types';

export const PRICING_LIMITS = {
  nameMaxLength: 60,
  rateMaxCents: 100_000,
  codePattern: new RegExp(`^[A-Z0-9-]{3,${DISCOUNT_CODE_MAX_LENGTH}}$`),
} as const;

export const PRICING_TEXT = {
  zoneNameRequired: 'Give the zone a name',
  zoneNameTooLong: `A zone's name has at most ${PRICING_LIMITS.nameMaxLength} characters`,
  countriesRequired: 'Pick at least one country, or make the zone the fallback',
  unknownCountry: 'Pick countries from the list',
  rateRequired: 'Give the rate per parcel',
  rateNegative: 'A rate can not be negative',
  rateTooHigh: 'A rate can not be over $1,000',
  freeFromNegative: "'Free from' can not be negative",
  codeRequired: 'Give the code',
  codeInvalid: `A code is 3 to ${DISCOUNT_CODE_MAX_LENGTH} capital letters, digits or hyphens`,
  codeTaken: 'This code exists already',
  amountRequired: 'Give the discount',
  percentRange: 'A percent discount is from 1 to 100',
  fixedPositive: 'A fixed discount is at least 1 cent',
  usesPositive: 'A limit of uses is at least 1',
  endBeforeStart: 'The end must come after the start',
  unknownCategory: 'Pick categories from the list',
  pausedRequired: 'Say whether the code is paused: true or false',
  fallbackTaken: 'Another zone is the fallback already',
  countryTaken: (country: string, zone: string) => `${country} is in the zone ${zone} already`,
} as const;

const optionalCents = () => number().integer().nullable().default(null);

export const shippingZoneSchema = object({
  name: string()
    .trim()
    .required(PRICING_TEXT.zoneNameRequired)
    .max(PRICING_LIMITS.nameMaxLength, PRICING_TEXT.zoneNameTooLong),
  countries: array(
    mixed<CountryCode>().oneOf(COUNTRY_CODES, PRICING_TEXT.unknownCountry).required(),
  )
    .default([])
    .when('fallback', {
      is: false,
      then: (schema) => schema.min(1, PRICING_TEXT.countriesRequired),
    }),
  rateCents: number()
    .integer()
    .required(PRICING_TEXT.rateRequired)
    .min(0, PRICING_TEXT.rateNegative)
    .max(PRICING_LIMITS.rateMaxCents, PRICING_TEXT.rateTooHigh),
  freeFromCents: optionalCents().min(0, PRICING_TEXT.freeFromNegative),
  fallback: boolean().default(false),
});

export const discountCodeSchema = object({
  code: string()
    .trim()
    .uppercase()
    .required(PRICING_TEXT.codeRequired)
    .matches(PRICING_LIMITS.codePattern, PRICING_TEXT.codeInvalid),
  kind: mixed<'percent' | 'fixed'>().oneOf(['percent', 'fixed']).required(),
  amount: number()
    .integer()
    .required(PRICING_TEXT.amountRequired)
    .when('kind', {
      is: 'percent',
      then: (schema) =>
        schema.min(1, PRICING_TEXT.percentRange).max(100, PRICING_TEXT.percentRange),
      otherwise: (schema) => schema.min(1, PRICING_TEXT.fixedPositive),
    }),
  minSubtotalCents: optionalCents().min(0, PRICING_TEXT.freeFromNegative),
  startsAt: string().datetime().nullable().default(null),
  endsAt: string()
    .datetime()
    .nullable()
    .default(null)
    .test('after-start', PRICING_TEXT.endBeforeStart, function afterStart(endsAt) {
      const startsAt = this.parent.startsAt as string | null;
      return !endsAt || !startsAt || new Date(endsAt) > new Date(startsAt);
    }),
  maxUses: number().integer().nullable().default(null).min(1, PRICING_TEXT.usesPositive),
  maxUsesPerCustomer: number().integer().nullable().default(null).min(1, PRICING_TEXT.usesPositive),
  categories: array(
    mixed<ToolCategory>()
      .oneOf([...TOOL_CATEGORY_SLUGS], PRICING_TEXT.unknownCategory)
      .required(),
  )
    .nullable()
    .default(null),
  paused: boolean().default(false),
});

/** PATCH /discount-code/{code}: pause or resume. */
export const pauseCodeSchema = object({
  paused: boolean().required(PRICING_TEXT.pausedRequired),
});
