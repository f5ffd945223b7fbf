import { describe, expect, it } from 'vitest';
import { API_ERROR, VALIDATION } from './form-messages';
import { optionEditSchema } from './variant-schemas';
import { VARIANT_MAX, VARIANT_TEXT } from './variants';

const firstError = (value: unknown) =>
  optionEditSchema.validate(value).then(
    () => null,
    (error: { message: string }) => error.message,
  );

const option = {
  name: 'Size',
  variants: [
    { id: 'v5', value: '5 mm', stock: 0 },
    { value: '6 mm', stock: 4, price: 12.5 },
    { id: 'v8', value: '8 mm', price: null },
  ],
};
const values = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ value: `${index + 2} mm`, stock: 1 }));

describe('optionEditSchema', () => {
  it('takes an option with new and existing values, a blank price meaning the tool’s', async () => {
    expect(await firstError(option)).toBeNull();
    expect(await firstError({ name: 'Speeds', variants: values(VARIANT_MAX) })).toBeNull();
    const valid = await optionEditSchema.validate({ ...option, name: '  Size ' });
    expect(valid.name).toBe('Size');
    expect(valid.variants[2]!.price).toBeNull();
  });

  it.each([
    ['no name', { ...option, name: ' ' }, VARIANT_TEXT.optionNameRequired],
    ['a long name', { ...option, name: 'x'.repeat(41) }, VARIANT_TEXT.textTooLong],
    ['no values', { ...option, variants: [] }, VARIANT_TEXT.valueRequired],
    ['values not a list', { ...option, variants: 'S,M' }, VARIANT_TEXT.valueRequired],
    [
      'too many values',
      { ...option, variants: values(VARIANT_MAX + 1) },
      VARIANT_TEXT.tooManyValues,
    ],
    [
      'a blank value',
      { ...option, variants: [{ value: '', stock: 1 }] },
      VARIANT_TEXT.valueRequired,
    ],
    [
      'a long value',
      { ...option, variants: [{ value: 'x'.repeat(41), stock: 1 }] },
      VARIANT_TEXT.textTooLong,
    ],
    [
      'two values alike',
      {
        ...option,
        variants: [
          { value: '5 mm', stock: 1 },
          { value: '5 MM ', stock: 1 },
        ],
      },
      VARIANT_TEXT.valueDuplicate,
    ],
    [
      'one id twice',
      {
        ...option,
        variants: [
          { id: 'a', value: '5 mm' },
          { id: 'a', value: '6 mm' },
        ],
      },
      VARIANT_TEXT.unknownVariant,
    ],
    [
      'a price of 0',
      { ...option, variants: [{ value: '5 mm', stock: 1, price: 0 }] },
      VALIDATION.pricePositive,
    ],
    [
      'a price too high',
      { ...option, variants: [{ value: '5 mm', stock: 1, price: 1e9 }] },
      VALIDATION.toolPriceTooHigh,
    ],
    [
      'a new value without stock',
      { ...option, variants: [{ value: '5 mm' }] },
      VALIDATION.availableQuantityRequired,
    ],
    [
      'a new value of 0',
      { ...option, variants: [{ value: '5 mm', stock: 0 }] },
      VALIDATION.availableQuantityTooSmall,
    ],
    [
      'a new value of 1.5',
      { ...option, variants: [{ value: '5 mm', stock: 1.5 }] },
      VALIDATION.availableQuantityWhole,
    ],
    [
      'an existing stock of -1',
      { ...option, variants: [{ id: 'a', value: '5 mm', stock: -1 }] },
      API_ERROR.stockNotEditable,
    ],
  ])('refuses %s with its text', async (_, value, text) => {
    expect(await firstError(value)).toBe(text);
  });
});
