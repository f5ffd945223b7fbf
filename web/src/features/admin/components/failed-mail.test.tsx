import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { FAILED_MAIL_TEXT } from '@pedalworks/domain/mail';
import { LIST_TEXT } from '@pedalworks/domain/lists';
import { FailedMail } from './failed-mail';

const { toast, list, one } = vi.hoisted(() => ({
  toast: vi.fn(),
  list: vi.fn(),
  one: vi.fn(),
}));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('../api/failed-mail', () => ({
  useFailedMail: list,
  useResendMail: () => ({ one, all: vi.fn() }),
}));

const mail = {
  id: 'm1',
  to: 'a@pedalworks.test',
  subject: 'Your order',
  error: 'down',
  attempts: 9,
};

beforeEach(() => {
  toast.mockReset();
  list.mockReturnValue({ isPending: false, isError: false, data: [mail] });
});

it.each([
  ['sent', FAILED_MAIL_TEXT.resent, 'success'],
  ['retry', FAILED_MAIL_TEXT.requeued, 'success'],
  ['skipped', FAILED_MAIL_TEXT.skipped, 'error'],
])('a resend that was %s says so', async (outcome, text, severity) => {
  one.mockResolvedValue({ outcome });
  render(<FailedMail />);
  await userEvent.click(
    screen.getByRole('button', { name: FAILED_MAIL_TEXT.resendOne(mail.subject) }),
  );
  expect(toast).toHaveBeenCalledWith(text, severity);
});

it('a list that could not be read says so, not that no mail failed', () => {
  list.mockReturnValue({ isPending: false, isError: true, data: undefined });
  render(<FailedMail />);
  expect(screen.getByRole('alert')).toHaveTextContent(LIST_TEXT.loadFailed);
  expect(screen.queryByText(FAILED_MAIL_TEXT.none)).toBeNull();
});
