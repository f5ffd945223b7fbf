import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD_MAX, ORDER_TOTAL_MAX } from './constants';
import { VALIDATION } from './form-messages';
import {
  firstWord,
  formatPrice,
  orderPrice,
  previewDescription,
  shownPrice,
  toCents,
  withThousands,
} from './format';

describe('previewDescription', () => {
  it('keeps a description of 70 characters whole', () => {
    const text = 'x'.repeat(70);
    expect(previewDescription(text)).toBe(text);
  });
  it('cuts a longer description to 70 characters plus dots', () => {
    expect(previewDescription('y'.repeat(71))).toBe(`${'y'.repeat(70)}...`);
  });
});

describe('prices', () => {
  it('multiplies unit price and quantity without float noise', () => {
    expect(orderPrice(0.1, 3)).toBe(0.3);
    expect(orderPrice(19.99, 3)).toBe(59.97);
  });
  it('shows dollars with $', () => {
    expect(formatPrice(12)).toBe('$12');
    expect(formatPrice(59.9)).toBe('$59.90');
  });
  it('converts dollars to cents', () => {
    expect(toCents(59.97)).toBe(5997);
  });
});

describe('shownPrice', () => {
  const variant = (id: string, price?: number | null) => ({ id, value: id, stock: 1, price });
  it("shows a tool's one price, and 'from' the lowest when its variants' prices differ", () => {
    expect(shownPrice({ price: 12 })).toBe('$12');
    expect(shownPrice({ price: 12, option: { name: 'Size', variants: [] } })).toBe('$12');
    const sizes = [variant('4 mm'), variant('5 mm', 9.5), variant('6 mm', null)];
    expect(shownPrice({ price: 12, option: { name: 'Size', variants: sizes } })).toBe('from $9.50');
    // Every variant at one price over the tool's: that price, without 'from'.
    const same = [variant('8', 20), variant('9', 20)];
    expect(shownPrice({ price: 12, option: { name: 'Speeds', variants: same } })).toBe('$20');
  });
});

describe('firstWord', () => {
  it('takes the first word of a name', () => {
    expect(firstWord('  Ada Lovelace ')).toBe('Ada');
  });
});

describe('withThousands', () => {
  it('writes numbers as en-US does, without Intl', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 999_999.99, 1_000_000, -1234.5, 0.25]) {
      expect(withThousands(value), String(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('gives the range messages their limits', () => {
    expect(VALIDATION.orderTotalRange).toBe('An order must cost between $0.50 and $999,999.99');
    expect(VALIDATION.lowStockThresholdRange).toContain('between 0 and 1,000,000');
    expect([ORDER_TOTAL_MAX, LOW_STOCK_THRESHOLD_MAX]).toEqual([999_999.99, 1_000_000]);
  });
});
