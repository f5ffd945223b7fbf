import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';

const { firebase } = vi.hoisted(() => ({
  firebase: {
    auth: { currentUser: { getIdToken: () => Promise.resolve('id-token') } },
    appCheckToken: () => Promise.resolve(null),
    signOutUser: () => Promise.resolve(),
  },
}));
vi.mock('@/lib/session', () => ({ loadFirebase: () => Promise.resolve(firebase) }));
vi.mock('./navbar', () => ({ Navbar: () => null }));
vi.mock('./footer', () => ({ Footer: () => null }));
vi.mock('./dashboard-sidebar', () => ({
  DashboardSidebarProvider: ({ children }: { children: ReactNode }) => children,
}));

const { ApiError, apiFetch } = await import('@/lib/api-client');
const { RootLayout } = await import('./root-layout');

afterEach(() => vi.unstubAllGlobals());

it('two calls refused at once both end, once home is on screen', async () => {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(JSON.stringify({ message: 'no' }), { status: 401 })),
  );
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/dashboard', element: <p>dashboard</p> },
        ],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('dashboard')).toBeInTheDocument();
  const calls = [apiFetch('/user/a', { protected: true }), apiFetch('/cards', { protected: true })];
  await expect(Promise.all(calls)).rejects.toBeInstanceOf(ApiError);
  await expect(Promise.allSettled(calls)).resolves.toMatchObject([
    { status: 'rejected' },
    { status: 'rejected' },
  ]);
  expect(await screen.findByText('home')).toBeInTheDocument();
});
