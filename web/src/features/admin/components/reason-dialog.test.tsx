import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_TEXT, STAFF_REASON_MAX_LENGTH } from '@pedalworks/domain/roles';
import { ReasonDialog } from './reason-dialog';

const renderDialog = (onConfirm = vi.fn(async () => {})) => {
  render(
    <ReasonDialog
      open
      question="Cancel and refund the order?"
      warning="It can not be undone."
      confirmLabel="Refund"
      onCancel={() => {}}
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
};

describe('ReasonDialog', () => {
  it("refuses to confirm without a reason, in the domain's words", async () => {
    const onConfirm = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(ROLE_TEXT.reasonRequired)).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('refuses a reason that is too long', async () => {
    const onConfirm = renderDialog();
    await userEvent.click(screen.getByLabelText(/^Reason/));
    await userEvent.paste('x'.repeat(STAFF_REASON_MAX_LENGTH + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText(ROLE_TEXT.reasonTooLong(STAFF_REASON_MAX_LENGTH)),
    ).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the reason trimmed', async () => {
    const onConfirm = renderDialog();
    await userEvent.click(screen.getByLabelText(/^Reason/));
    await userEvent.paste('  Damaged in transit ');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(onConfirm).toHaveBeenCalledWith('Damaged in transit');
  });
});
