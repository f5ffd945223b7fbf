import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHIPPING_PAGE_TEXT } from '@pedalworks/domain/pricing';
import { PRICING_TEXT } from '@pedalworks/domain/pricing-schemas';
import { WithQueryClient } from '@/testing/query-client';
import { ZoneDialog } from './zone-dialog';

const { apiFetch, toast } = vi.hoisted(() => ({ apiFetch: vi.fn(), toast: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('@/lib/api-client', async (actual) => ({
  ...(await actual<typeof import('@/lib/api-client')>()),
  apiFetch,
}));

const renderNew = () =>
  render(<ZoneDialog zone="new" onClose={() => {}} />, { wrapper: WithQueryClient });

describe('ZoneDialog', () => {
  beforeEach(() => {
    apiFetch.mockReset();
    toast.mockReset();
  });

  it("refuses a zone without a name, rate or countries in the domain's words", async () => {
    renderNew();
    await userEvent.click(screen.getByRole('button', { name: SHIPPING_PAGE_TEXT.save }));
    expect(await screen.findByText(PRICING_TEXT.zoneNameRequired)).toBeInTheDocument();
    expect(screen.getByText(PRICING_TEXT.rateRequired)).toBeInTheDocument();
    expect(screen.getByText(PRICING_TEXT.countriesRequired)).toBeInTheDocument();
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('sends dollars as cents, and shows a negative rate refused', async () => {
    apiFetch.mockResolvedValue({});
    renderNew();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Rest of the world');
    await userEvent.type(screen.getByLabelText(/^Rate per parcel/), '-1');
    await userEvent.click(screen.getByLabelText(SHIPPING_PAGE_TEXT.fallback));
    await userEvent.click(screen.getByRole('button', { name: SHIPPING_PAGE_TEXT.save }));
    expect(await screen.findByText(PRICING_TEXT.rateNegative)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^Rate per parcel/));
    await userEvent.type(screen.getByLabelText(/^Rate per parcel/), '12.5');
    await userEvent.type(screen.getByLabelText(/^Free from/), '150');
    await userEvent.click(screen.getByRole('button', { name: SHIPPING_PAGE_TEXT.save }));
    await waitFor(() =>
      expect(apiFetch).toHaveBeenCalledWith('/shipping-zone', {
        method: 'POST',
        protected: true,
        body: {
          name: 'Rest of the world',
          countries: [],
          rateCents: 1250,
          freeFromCents: 15000,
          fallback: true,
        },
      }),
    );
    expect(toast).toHaveBeenCalledWith(SHIPPING_PAGE_TEXT.saved('Rest of the world'), 'success');
  });

  it("shows the server's refusal", async () => {
    const { ApiError } = await import('@/lib/api-client');
    apiFetch.mockRejectedValue(new ApiError(409, PRICING_TEXT.fallbackTaken));
    renderNew();
    await userEvent.type(screen.getByLabelText(/^Name/), 'World');
    await userEvent.type(screen.getByLabelText(/^Rate per parcel/), '20');
    await userEvent.click(screen.getByLabelText(SHIPPING_PAGE_TEXT.fallback));
    await userEvent.click(screen.getByRole('button', { name: SHIPPING_PAGE_TEXT.save }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(PRICING_TEXT.fallbackTaken, 'error'));
  });
});
