import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHIPMENT_TEXT, trackingUrl } from '@pedalworks/domain/shipment';
import { ShipmentSummary } from './shipment-summary';

describe('ShipmentSummary', () => {
  it("shows the carrier and number, linking the carrier's page in a new tab", () => {
    render(<ShipmentSummary shipment={{ carrier: 'ups', trackingNumber: '1Z999' }} />);
    expect(screen.getByText(SHIPMENT_TEXT.summary('UPS', '1Z999'), { exact: false })).toBeVisible();
    const link = screen.getByRole('link', { name: SHIPMENT_TEXT.track('UPS', '1Z999') });
    expect(link).toHaveAttribute('href', trackingUrl('ups', '1Z999'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows a number of another carrier without a link, and nothing without a shipment', () => {
    const { container, rerender } = render(
      <ShipmentSummary shipment={{ carrier: 'other', trackingNumber: 'X-1' }} />,
    );
    expect(container).toHaveTextContent(SHIPMENT_TEXT.summary('Other carrier', 'X-1'));
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<ShipmentSummary shipment={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
