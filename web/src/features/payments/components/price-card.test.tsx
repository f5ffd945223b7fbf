import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DISCOUNT_TEXT, PRICE_TEXT } from '@pedalworks/domain/pricing';
import type { CheckoutPrice } from '@pedalworks/domain/types';
import { ApiError } from '@/lib/api-client';
import { PriceCard } from './price-card';

const price: CheckoutPrice = {
  country: 'CA',
  code: null,
  subtotalCents: 6000,
  discountCents: 0,
  shippingCents: 900,
  totalCents: 6900,
};

const row = (name: RegExp) => screen.getByRole('row', { name });

describe('PriceCard', () => {
  it('shows the subtotal, the shipping to the country and the total, and no discount yet', () => {
    render(<PriceCard price={price} onApply={vi.fn()} />);
    expect(within(row(/^Subtotal/)).getByText('$60')).toBeInTheDocument();
    expect(within(row(/^Shipping to Canada/)).getByText('$9')).toBeInTheDocument();
    expect(within(row(/^Total/)).getByText('$69')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /^Discount/ })).toBeNull();
  });

  it('shows an applied code and its discount, and free shipping', () => {
    const discounted = { ...price, code: 'SPRING10', discountCents: 600, shippingCents: 0 };
    render(<PriceCard price={{ ...discounted, totalCents: 5400 }} onApply={vi.fn()} />);
    expect(within(row(/^Discount \(SPRING10\)/)).getByText('−$6')).toBeInTheDocument();
    expect(within(row(/^Shipping/)).getByText(PRICE_TEXT.free)).toBeInTheDocument();
    expect(within(row(/^Total/)).getByText('$54')).toBeInTheDocument();
  });

  it("applies the typed code, upper-cased, and shows the server's refusal under the field", async () => {
    const onApply = vi.fn().mockRejectedValue(new ApiError(409, DISCOUNT_TEXT.usedUp));
    render(<PriceCard price={price} onApply={onApply} />);
    const field = screen.getByLabelText(PRICE_TEXT.code);
    await userEvent.type(field, ' spring10 ');
    await userEvent.click(screen.getByRole('button', { name: PRICE_TEXT.apply }));
    expect(onApply).toHaveBeenCalledWith('SPRING10');
    expect(await screen.findByText(DISCOUNT_TEXT.usedUp)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(DISCOUNT_TEXT.usedUp);
  });

  it("shows the limit of wrong codes (429) in the domain's words too", async () => {
    const onApply = vi.fn().mockRejectedValue(new ApiError(429, DISCOUNT_TEXT.tooManyTries));
    render(<PriceCard price={price} onApply={onApply} />);
    await userEvent.type(screen.getByLabelText(PRICE_TEXT.code), 'guess');
    await userEvent.click(screen.getByRole('button', { name: PRICE_TEXT.apply }));
    expect(await screen.findByText(DISCOUNT_TEXT.tooManyTries)).toBeInTheDocument();
  });
});
