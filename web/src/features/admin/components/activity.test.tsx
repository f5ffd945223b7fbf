import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MAX_PAGE_SIZE } from '@pedalworks/domain/constants';
import { AUDIT_ACTION_TEXT, AUDIT_PAGE_SIZE, ROLE_TEXT } from '@pedalworks/domain/roles';
import { DASHBOARD_TEXT } from '@pedalworks/domain/messages';
import { STAFF_PAGE_TEXT, type AuditEntryView } from '@pedalworks/domain/staff-pages';
import { WithQueryClient } from '@/testing/query-client';
import { Activity } from './activity';

const { apiFetch, saveFile } = vi.hoisted(() => ({ apiFetch: vi.fn(), saveFile: vi.fn() }));
vi.mock('@/lib/api-client', async (actual) => ({
  ...(await actual<typeof import('@/lib/api-client')>()),
  apiFetch,
}));
vi.mock('../api/export-orders', () => ({ saveFile }));

const entry = (n: number): AuditEntryView => ({
  _id: `e${n}`,
  actor: { uid: 'a', email: 'admin@pedalworks.test', role: 'admin' },
  at: new Date(Date.UTC(2026, 10, 28, 12, 0, 0) - n * 60_000).toISOString(),
  action: 'role.set',
  target: { path: `users/u${n}`, id: `u${n}` },
  before: { role: null },
  after: { role: 'fulfilment' },
  reason: null,
  expireAt: '2027-12-01T00:00:00.000Z',
});
const entries = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => entry(from + i));

/** What the page asked GET /api/audit for, call by call. */
const asked = () =>
  apiFetch.mock.calls.map(([path]) => Object.fromEntries(new URL(path, 'http://x').searchParams));

describe('Activity', () => {
  beforeEach(() => {
    apiFetch.mockReset();
    saveFile.mockReset();
  });

  it('shows the log a page at a time, asking for one entry more to know of a next page', async () => {
    apiFetch.mockImplementation((path: string) =>
      Promise.resolve(path.includes('after=') ? entries(AUDIT_PAGE_SIZE, 3) : entries(0, 51)),
    );
    render(<Activity />, { wrapper: WithQueryClient });
    const table = await screen.findByRole('table', { name: STAFF_PAGE_TEXT.activityLog });
    // Fifty rows of MUI in jsdom: counted by selector, which is quicker than by role.
    expect(table.querySelectorAll('tbody tr')).toHaveLength(AUDIT_PAGE_SIZE);
    expect(table.querySelector('tbody tr')).toHaveTextContent(AUDIT_ACTION_TEXT['role.set']);
    expect(table.querySelector('tbody tr')).toHaveTextContent('users/u0');
    await userEvent.click(screen.getByRole('button', { name: DASHBOARD_TEXT.nextPage }));
    expect(await screen.findByText(`users/u${AUDIT_PAGE_SIZE}`)).toBeVisible();
    expect(asked()).toEqual([
      { limit: String(AUDIT_PAGE_SIZE + 1) },
      { limit: String(AUDIT_PAGE_SIZE + 1), after: `e${AUDIT_PAGE_SIZE - 1}` },
    ]);
    expect(screen.getByRole('button', { name: DASHBOARD_TEXT.nextPage })).toBeDisabled();
  }, 20_000);

  it('applies its filters together, from the first page, and says why the API refuses one', async () => {
    apiFetch.mockResolvedValueOnce(entries(0, 2));
    render(<Activity />, { wrapper: WithQueryClient });
    await screen.findByRole('table', { name: STAFF_PAGE_TEXT.activityLog });
    const { ApiError } = await import('@/lib/api-client');
    apiFetch.mockRejectedValueOnce(new ApiError(400, ROLE_TEXT.auditDate));
    await userEvent.click(screen.getByLabelText(STAFF_PAGE_TEXT.actor));
    await userEvent.paste('packer@pedalworks.test');
    await userEvent.click(screen.getByLabelText(STAFF_PAGE_TEXT.target));
    await userEvent.paste('orders/o1');
    await userEvent.click(screen.getByRole('button', { name: STAFF_PAGE_TEXT.applyFilters }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ROLE_TEXT.auditDate);
    expect(asked()[1]).toEqual({
      actor: 'packer@pedalworks.test',
      target: 'orders/o1',
      limit: String(AUDIT_PAGE_SIZE + 1),
    });
  }, 20_000);

  it('exports every entry of the filtered range, walked a page at a time, as one CSV', async () => {
    apiFetch.mockImplementation((path: string) =>
      Promise.resolve(
        path.includes('after=')
          ? entries(API_MAX_PAGE_SIZE, 1)
          : path.includes(`limit=${API_MAX_PAGE_SIZE}`)
            ? entries(0, API_MAX_PAGE_SIZE)
            : entries(0, 1),
      ),
    );
    render(<Activity />, { wrapper: WithQueryClient });
    await screen.findByRole('table', { name: STAFF_PAGE_TEXT.activityLog });
    await userEvent.click(screen.getByRole('button', { name: STAFF_PAGE_TEXT.download }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
    const [file, name] = saveFile.mock.calls[0] as [Blob, string];
    const lines = (await file.text()).trim().split('\r\n');
    expect(lines).toHaveLength(1 + API_MAX_PAGE_SIZE + 1);
    expect(lines[0]).toContain(STAFF_PAGE_TEXT.csvColumns[0]);
    expect(lines.at(-1)).toContain(`users/u${API_MAX_PAGE_SIZE}`);
    expect(name).toBe(STAFF_PAGE_TEXT.csvFileName('', ''));
  });
});
