import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_TEXT } from '@pedalworks/domain/messages';
import { ROLE_TEXT, type Role } from '@pedalworks/domain/roles';
import { STAFF_PAGE_TEXT } from '@pedalworks/domain/staff-pages';
import { paths } from '@/config/paths';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { RequireRight } from './guards';

const { session, clearSession } = vi.hoisted(() => ({
  session: { role: 'customer' as Role },
  clearSession: vi.fn(),
}));
vi.mock('@/lib/staff-role', () => ({ useRole: () => ({ loading: false, role: session.role }) }));
vi.mock('@/lib/api-client', () => ({ clearSession }));

/** The dashboard at `path`, its staff pages behind RequireRight, each saying its own name. */
function openAs(role: Role, path: string) {
  session.role = role;
  const page = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      {
        path: paths.dashboard,
        element: <DashboardLayout>{null}</DashboardLayout>,
      },
      {
        element: <RequireRight />,
        children: [
          { path: paths.manageOrders, element: page(DASHBOARD_TEXT.manageOrders) },
          { path: paths.manageTools, element: page(DASHBOARD_TEXT.manageTools) },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const menuLinks = () =>
  screen.getAllByRole('navigation', { name: DASHBOARD_TEXT.dashboard })[0]!.querySelectorAll('a');

describe('the staff pages', () => {
  beforeEach(() => clearSession.mockReset());

  it("show a role's menu the pages it has the right for, and only those", () => {
    openAs('fulfilment', paths.dashboard);
    expect([...menuLinks()].map((link) => link.textContent)).toEqual([DASHBOARD_TEXT.manageOrders]);
  });

  it("show the admin's menu every staff page, Activity last", () => {
    openAs('admin', paths.dashboard);
    const labels = [...menuLinks()].map((link) => link.textContent);
    expect(labels).toHaveLength(9);
    expect(labels.at(-1)).toBe(STAFF_PAGE_TEXT.activity);
  });

  it('open for a role with their right', () => {
    openAs('fulfilment', paths.manageOrders);
    expect(screen.getByRole('heading', { name: DASHBOARD_TEXT.manageOrders })).toBeVisible();
  });

  it('name the right a role lacks, in place of the page, signed in still', () => {
    openAs('fulfilment', paths.manageTools);
    expect(
      screen.getByRole('heading', { name: ROLE_TEXT.missingRight('editCatalogue') }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: DASHBOARD_TEXT.manageTools })).toBeNull();
    expect(clearSession).not.toHaveBeenCalled();
  });

  it('sign a customer out (the spec), showing nothing of the page', () => {
    openAs('customer', paths.manageOrders);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(clearSession).toHaveBeenCalledOnce();
  });
});
