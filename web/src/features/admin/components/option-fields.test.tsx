import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ToolOption } from '@pedalworks/domain/types';
import { VARIANT_TEXT } from '@pedalworks/domain/variants';
import type { OptionEdit } from '@pedalworks/domain/variant-schemas';
import { OptionFields, useOptionForm } from './option-fields';

const option: ToolOption = {
  name: 'Size',
  variants: [
    { id: 'v4', value: '4 mm', stock: 3 },
    { id: 'v5', value: '5 mm', stock: 0, price: 14 },
  ],
};

function Editor({ onSubmit }: { onSubmit: (edit: OptionEdit) => Promise<void> }) {
  const form = useOptionForm(option, onSubmit);
  return (
    <form aria-label="editor" noValidate onSubmit={form.handleSubmit}>
      <OptionFields form={form} />
      <button type="submit">save</button>
    </form>
  );
}

const values = () =>
  screen
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value)
    .slice(1);

describe('OptionFields', () => {
  it('moves, renames and adds values, and sends an existing value without its stock', async () => {
    const onSubmit = vi.fn(async (_edit: OptionEdit) => {});
    render(<Editor onSubmit={onSubmit} />);
    expect(values()).toEqual(['4 mm', '5 mm']);
    expect(screen.getByText(VARIANT_TEXT.stockNow(3))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: VARIANT_TEXT.moveUp('5 mm') }));
    expect(values()).toEqual(['5 mm', '4 mm']);
    expect(screen.getByRole('button', { name: VARIANT_TEXT.moveUp('5 mm') })).toBeDisabled();
    fireEvent.change(screen.getByLabelText(VARIANT_TEXT.valueNumbered(2)), {
      target: { value: '4.0 mm' },
    });
    fireEvent.click(screen.getByRole('button', { name: VARIANT_TEXT.addValue }));
    fireEvent.change(screen.getByLabelText(VARIANT_TEXT.valueNumbered(3)), {
      target: { value: '6 mm' },
    });
    fireEvent.change(screen.getByLabelText(VARIANT_TEXT.initialStockLabel), {
      target: { value: '7' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Size',
      variants: [
        { id: 'v5', value: '5 mm', price: 14 },
        { id: 'v4', value: '4.0 mm', price: null },
        { value: '6 mm', price: null, stock: 7 },
      ],
    });
  });

  it("shows the domain's refusal of two values with one name, and sends nothing", async () => {
    const onSubmit = vi.fn(async (_edit: OptionEdit) => {});
    render(<Editor onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(VARIANT_TEXT.valueNumbered(2)), {
      target: { value: '4 mm' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText(VARIANT_TEXT.valueDuplicate)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
