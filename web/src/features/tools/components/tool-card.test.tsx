import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';
import { NOTICE, TEXT } from '@pedalworks/domain/messages';
import type { Tool } from '@pedalworks/domain/types';
import { ToolCard } from './tool-card';

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('@/lib/session', async (actual) => ({
  ...(await actual<typeof import('@/lib/session')>()),
  currentSession: () => ({ loading: false, user: null }),
}));
vi.mock('./save-button', () => ({ SaveButton: () => null }));

const tool = (availableQuantity: number) =>
  ({
    _id: 't1',
    name: 'Chain whip',
    img: '/tools/chain-whip.svg',
    price: 10,
    description: 'Holds the cassette.',
    minimumOrder: 1,
    availableQuantity,
    category: 'drivetrain',
  }) as Tool;

beforeEach(() => toast.mockReset());

it.each([
  ['in stock', 5, [[NOTICE.noUser, 'error']]],
  ['sold out (its page keeps a visitor, to ask for an e-mail)', 0, []],
])('Add to cart tells a visitor ordering needs a user when %s', async (_case, stock, toasts) => {
  render(
    <MemoryRouter>
      <ToolCard tool={tool(stock)} heading="h2" eager={false} />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: TEXT.addToCart }));
  expect(toast.mock.calls).toEqual(toasts);
});
