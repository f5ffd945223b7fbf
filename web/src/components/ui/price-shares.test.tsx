import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceShares } from './price-shares';

describe('PriceShares', () => {
  it("shows an order's discount and shipping shares", () => {
    render(<PriceShares order={{ discountCents: 150, shippingCents: 900 }} />);
    expect(screen.getByText('Discount −$1.50 · Shipping $9')).toBeInTheDocument();
  });

  it('shows only the share it has, and nothing for none', () => {
    const { container, rerender } = render(<PriceShares order={{ shippingCents: 695 }} />);
    expect(container).toHaveTextContent(/^Shipping \$6\.95$/);
    rerender(<PriceShares order={{ discountCents: 0, shippingCents: 0 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
