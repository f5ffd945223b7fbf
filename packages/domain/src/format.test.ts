import { describe, expect, it } from 'vitest';
import { firstWord, formatPrice, orderPrice, previewDescription, toCents } from './format';

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

describe('firstWord', () => {
  it('takes the first word of a name', () => {
    expect(firstWord('  Ada Lovelace ')).toBe('Ada');
  });
});
