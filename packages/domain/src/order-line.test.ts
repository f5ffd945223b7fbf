import { describe, expect, it } from 'vitest';
import { orderLineName, variantLabel } from './order-line';

describe('orderLineName', () => {
  it('names a line by its tool, and its option and value when it has a variant', () => {
    expect(orderLineName({ toolName: 'Hex key' })).toBe('Hex key');
    expect(orderLineName({ toolName: 'Hex key', optionName: 'Size', variantValue: '5 mm' })).toBe(
      'Hex key · Size 5 mm',
    );
    expect(variantLabel({ optionName: 'Speeds', variantValue: '11' })).toBe('Speeds 11');
  });
});
