import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX_LENGTH, ORDER_TOTAL_MAX, ORDER_TOTAL_MIN } from './constants';
import { VALIDATION } from './form-messages';
import { DISCOUNT_CODE_MAX_LENGTH, DISCOUNT_TEXT } from './pricing';
import {
  checkoutRequestSchema,
  isChargeableTotal,
  orderQuantitySchema,
  orderSchema,
  profileSchema,
  toolSchema,
} from './schemas';

const tool = {
  name: 'Wrench',
  img: '/tools/wrench.svg',
  minimumOrder: 1,
  availableQuantity: 5,
  price: 10,
  description: 'A wrench.',
  category: 'workshop',
};

describe('toolSchema', () => {
  it.each([
    ['https://i.ibb.co/abc/wrench.png', true],
    ['https://shop.test', true],
    ['/tools/wrench.svg', true],
    ['//evil.example/x.png', false],
    ['/\\evil.example/x.png', false],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['http://i.ibb.co/x.png', false],
    ['https:///x.png', false],
    ['https://shop.test@evil.example/x.png', false],
    ['wrench.png', false],
    ['/', false],
  ])('image %s is valid: %s', (img, ok) => {
    expect(toolSchema.isValidSync({ ...tool, img })).toBe(ok);
    if (!ok) expect(() => toolSchema.validateSync({ ...tool, img })).toThrow();
  });

  it('refuses an image URL with its own message', () => {
    expect(() => toolSchema.validateSync({ ...tool, img: '//evil/x' })).toThrow(
      VALIDATION.toolImageUrl,
    );
  });

  it(`says in the shop's words that a description has at most ${DESCRIPTION_MAX_LENGTH} characters`, () => {
    const description = 'x'.repeat(DESCRIPTION_MAX_LENGTH);
    expect(toolSchema.isValidSync({ ...tool, description })).toBe(true);
    expect(() => toolSchema.validateSync({ ...tool, description: `${description}x` })).toThrow(
      VALIDATION.textTooLong(DESCRIPTION_MAX_LENGTH),
    );
  });

  it(`takes a price up to ${ORDER_TOTAL_MAX}, not a cent more`, () => {
    expect(toolSchema.isValidSync({ ...tool, price: ORDER_TOTAL_MAX })).toBe(true);
    expect(() => toolSchema.validateSync({ ...tool, price: ORDER_TOTAL_MAX + 0.01 })).toThrow(
      VALIDATION.toolPriceTooHigh,
    );
  });
});

describe('order totals', () => {
  it.each([
    [ORDER_TOTAL_MIN - 0.01, false],
    [ORDER_TOTAL_MIN, true],
    [ORDER_TOTAL_MAX, true],
    [ORDER_TOTAL_MAX + 0.01, false],
  ])('a total of %s is chargeable: %s', (total, ok) => {
    expect(isChargeableTotal(total)).toBe(ok);
  });

  it('an order quantity whose total Stripe can not charge is refused with a message', () => {
    expect(() => orderQuantitySchema(1, 10, 0.49).validateSync(1)).toThrow(
      VALIDATION.orderTotalRange,
    );
    expect(orderQuantitySchema(1, 10, 0.1).validateSync(5)).toBe(5);
    expect(() => orderQuantitySchema(1, 10, 500_000).validateSync(2)).toThrow(
      VALIDATION.orderTotalRange,
    );
  });
});

const validTool = {
  name: 'Chain Checker',
  img: 'https://example.test/chain.png',
  minimumOrder: 2,
  availableQuantity: 5,
  price: 12,
  description: 'Measures chain wear.',
  category: 'drivetrain',
};
const firstError = (run: () => unknown) => {
  try {
    run();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('toolSchema messages', () => {
  it.each([
    [{ minimumOrder: 1.5 }, VALIDATION.minimumOrderWhole],
    [{ availableQuantity: 2.5 }, VALIDATION.availableQuantityWhole],
    [{ minimumOrder: 0 }, VALIDATION.minimumOrderTooSmall],
    [{ minimumOrder: 6 }, VALIDATION.minimumOrderAboveStock],
    [{ price: -1 }, VALIDATION.pricePositive],
    [{ price: 0 }, VALIDATION.pricePositive],
    [{ price: undefined }, VALIDATION.priceRequired],
  ])('refuses %j with its own message', (change, message) => {
    expect(firstError(() => toolSchema.validateSync({ ...validTool, ...change }))).toBe(message);
  });

  it('takes a minimum order equal to the stock', () => {
    expect(() => toolSchema.validateSync({ ...validTool, minimumOrder: 5 })).not.toThrow();
  });
});

describe('orderSchema and profileSchema', () => {
  const order = { orderedQuantity: 3, phone: '+1 (555) 010-0199', address: '1 Chain St' };
  it('says a quantity must be whole, and a phone number must be one', () => {
    expect(
      firstError(() => orderSchema(2, 5, 10).validateSync({ ...order, orderedQuantity: 2.5 })),
    ).toBe(VALIDATION.orderQuantityWhole);
    expect(
      firstError(() => orderSchema(2, 5, 10).validateSync({ ...order, phone: 'call me' })),
    ).toBe(VALIDATION.phoneInvalid);
    expect(firstError(() => orderSchema(2, 5, 10).validateSync({ ...order, phone: '' }))).toBe(
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

it('calls a discount code longer than any code unknown', () => {
  const code = 'A'.repeat(DISCOUNT_CODE_MAX_LENGTH + 1);
  expect(() => checkoutRequestSchema.validateSync({ code })).toThrow(DISCOUNT_TEXT.unknown);
});
