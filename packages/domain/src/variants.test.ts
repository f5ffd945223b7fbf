import { describe, expect, it } from 'vitest';
import { movedStock, orderLineName, soldOutOf, VARIANT_TEXT, variantRefusal } from './variants';

const option = {
  name: 'Speeds',
  variants: [
    { id: 'v8', value: '8', stock: 0 },
    { id: 'v11', value: '11', stock: 5 },
  ],
};

describe('variantRefusal', () => {
  it('asks a tool with an option for one of its values, and one without for none', () => {
    expect(variantRefusal({ option }, 'v11')).toBeUndefined();
    expect(variantRefusal({ option }, undefined)).toBe(VARIANT_TEXT.variantRequired('Speeds'));
    expect(variantRefusal({ option }, 'other')).toBe(VARIANT_TEXT.unknownVariant);
    expect(variantRefusal({ option: null }, 'v11')).toBe(VARIANT_TEXT.unknownVariant);
    expect(variantRefusal({}, undefined)).toBeUndefined();
  });
});

describe('movedStock', () => {
  it('moves one variant and keeps the tool’s total the sum', () => {
    expect(movedStock(option, 'v8', 3)).toEqual({
      option: { ...option, variants: [{ ...option.variants[0], stock: 3 }, option.variants[1]] },
      availableQuantity: 8,
    });
  });
});

describe('orderLineName', () => {
  it('names a line with its variant, or by the tool alone', () => {
    expect(
      orderLineName({ toolName: 'Chain whip', optionName: 'Speeds', variantValue: '11' }),
    ).toBe('Chain whip · Speeds 11');
    expect(orderLineName({ toolName: 'Chain whip' })).toBe('Chain whip');
  });
});

describe('soldOutOf', () => {
  const sized = (stocks: number[]) => ({
    minimumOrder: 2,
    availableQuantity: stocks.reduce((sum, stock) => sum + stock, 0),
    option: {
      name: 'Size',
      variants: stocks.map((stock, index) => ({ id: `v${index}`, value: `${index}`, stock })),
    },
  });

  it('calls a tool sold out when no variant reaches the minimum order, whatever their sum', () => {
    expect(soldOutOf(sized([1, 1]))).toBe(true);
    expect(soldOutOf(sized([1, 2]))).toBe(false);
    expect(soldOutOf(sized([1, 2]), sized([1, 2]).option.variants[0])).toBe(true);
    expect(soldOutOf({ minimumOrder: 2, availableQuantity: 2, option: null })).toBe(false);
  });
});
