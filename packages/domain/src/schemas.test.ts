import { describe, expect, it } from 'vitest';
import { VALIDATION } from './messages';
import { orderSchema, profileSchema, toolSchema } from './schemas';

const tool = {
  name: 'Chain Checker',
  img: 'https://example.test/chain.png',
  minimumOrder: 2,
  availableQuantity: 5,
  price: 12,
  description: 'Measures chain wear.',
};
const firstError = (run: () => unknown) => {
  try {
    run();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('toolSchema', () => {
  it.each([
    [{ minimumOrder: 1.5 }, VALIDATION.minimumOrderWhole],
    [{ availableQuantity: 2.5 }, VALIDATION.availableQuantityWhole],
    [{ minimumOrder: 0 }, VALIDATION.minimumOrderTooSmall],
    [{ minimumOrder: 6 }, VALIDATION.minimumOrderAboveStock],
    [{ price: -1 }, VALIDATION.pricePositive],
    [{ price: 0 }, VALIDATION.pricePositive],
    [{ price: undefined }, VALIDATION.priceRequired],
    [{ img: 'javascript:alert(1)' }, VALIDATION.imageUrlInvalid],
    [{ img: 'wrench.png' }, VALIDATION.imageUrlInvalid],
  ])('refuses %j with its own message', (change, message) => {
    expect(firstError(() => toolSchema.validateSync({ ...tool, ...change }))).toBe(message);
  });

  it('takes a minimum order equal to the stock and an http(s) or site image', () => {
    expect(() => toolSchema.validateSync({ ...tool, minimumOrder: 5 })).not.toThrow();
    expect(() => toolSchema.validateSync({ ...tool, img: '/tools/x.svg' })).not.toThrow();
  });
});

describe('orderSchema and profileSchema', () => {
  const order = { orderedQuantity: 3, phone: '+1 (555) 010-0199', address: '1 Chain St' };
  it('says a quantity must be whole, and a phone number must be one', () => {
    expect(
      firstError(() => orderSchema(2, 5).validateSync({ ...order, orderedQuantity: 2.5 })),
    ).toBe(VALIDATION.orderQuantityWhole);
    expect(firstError(() => orderSchema(2, 5).validateSync({ ...order, phone: 'call me' }))).toBe(
      VALIDATION.phoneInvalid,
    );
    expect(firstError(() => orderSchema(2, 5).validateSync({ ...order, phone: '' }))).toBe(
      VALIDATION.phoneRequired,
    );
  });

  const profile = {
    name: 'Ada',
    education: 'BSc',
    linkedin: 'https://www.linkedin.com/in/ada',
    phone: '555 0100',
    city: 'Portland',
    district: 'Multnomah',
  };
  it.each([
    [{ linkedin: 'not a url' }, VALIDATION.linkedinInvalid],
    [{ linkedin: 'https://example.com/in/ada' }, VALIDATION.linkedinInvalid],
    [{ linkedin: '' }, VALIDATION.linkedinRequired],
    [{ phone: 'abc-defg' }, VALIDATION.phoneInvalid],
  ])('refuses the profile change %j', (change, message) => {
    expect(firstError(() => profileSchema.validateSync({ ...profile, ...change }))).toBe(message);
  });
});
