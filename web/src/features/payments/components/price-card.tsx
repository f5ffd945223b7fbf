import { PRICE_TEXT } from '@pedalworks/domain/pricing';
import type { CheckoutPrice } from '@pedalworks/domain/types';
import { DiscountCodeField } from './discount-code-field';
import { PaymentSection } from './payment-section';
import { PriceSummary } from './price-summary';

/** The server's quote, and the discount code field that asks it again. */
export function PriceCard({
  price,
  onApply,
  disabled,
}: {
  price: CheckoutPrice;
  onApply: (code: string) => Promise<void>;
  disabled?: boolean;
}) {
  return (
    <PaymentSection title={PRICE_TEXT.summary}>
      <PriceSummary price={price} />
      <DiscountCodeField applied={price.code} onApply={onApply} disabled={disabled} />
    </PaymentSection>
  );
}
