import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DISCOUNTS_PAGE_TEXT } from '@pedalworks/domain/pricing';
import { PRICING_TEXT } from '@pedalworks/domain/pricing-schemas';
import { WithQueryClient } from '@/testing/query-client';
import { CodeDialog } from './code-dialog';

const { apiFetch, toast } = vi.hoisted(() => ({ apiFetch: vi.fn(), toast: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('@/lib/api-client', () => ({ apiFetch, ApiError: Error }));

const submit = () =>
  userEvent.click(screen.getByRole('button', { name: DISCOUNTS_PAGE_TEXT.submit }));

describe('CodeDialog', () => {
  beforeEach(() => {
    apiFetch.mockReset();
    toast.mockReset();
    render(<CodeDialog open onClose={() => {}} />, { wrapper: WithQueryClient });
  });

  it("refuses a percent above 100 and an end before the start in the domain's words", async () => {
    await userEvent.type(screen.getByLabelText(/^Code/), 'spring10');
    await userEvent.type(screen.getByLabelText(/^Discount \(%\)/), '150');
    await userEvent.type(screen.getByLabelText(/^Starts/), '2030-05-02T10:00');
    await userEvent.type(screen.getByLabelText(/^Ends/), '2030-05-01T10:00');
    await submit();
    expect(await screen.findByText(PRICING_TEXT.percentRange)).toBeInTheDocument();
    expect(screen.getByText(PRICING_TEXT.endBeforeStart)).toBeInTheDocument();
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('sends the code upper-cased, with its limits', async () => {
    apiFetch.mockResolvedValue({ code: 'SPRING10' });
    await userEvent.type(screen.getByLabelText(/^Code/), 'spring10');
    await userEvent.type(screen.getByLabelText(/^Discount \(%\)/), '10');
    await userEvent.type(screen.getByLabelText(/^Minimum subtotal/), '50');
    await userEvent.type(screen.getByLabelText(/^Uses per customer/), '1');
    await submit();
    await waitFor(() =>
      expect(apiFetch).toHaveBeenCalledWith('/discount-code', {
        method: 'POST',
        protected: true,
        body: {
          code: 'SPRING10',
          kind: 'percent',
          amount: 10,
          minSubtotalCents: 5000,
          startsAt: null,
          endsAt: null,
          maxUses: null,
          maxUsesPerCustomer: 1,
          categories: null,
          paused: false,
        },
      }),
    );
    expect(toast).toHaveBeenCalledWith(DISCOUNTS_PAGE_TEXT.created('SPRING10'), 'success');
  });
});
