import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ToolOption } from '@pedalworks/domain/types';
import { VARIANT_TEXT } from '@pedalworks/domain/variants';
import { shownVariant, VariantPicker } from './variant-picker';

const option: ToolOption = {
  name: 'Size',
  variants: [
    { id: 'v4', value: '4 mm', stock: 0 },
    { id: 'v5', value: '5 mm', stock: 8, price: 14 },
    { id: 'v6', value: '6 mm', stock: 1 },
  ],
};
const tool = { minimumOrder: 2, availableQuantity: 9, option };

describe('VariantPicker', () => {
  it('names its values under the option, the chosen one pressed, a sold-out one saying so', () => {
    render(
      <VariantPicker
        tool={tool}
        option={option}
        chosen={option.variants[1]!}
        onChoose={() => {}}
      />,
    );
    const group = screen.getByRole('group', { name: VARIANT_TEXT.pick('Size') });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      `4 mm${VARIANT_TEXT.soldOut}`,
      '5 mm',
      // Below the minimum order of 2: it can not be ordered either.
      `6 mm${VARIANT_TEXT.soldOut}`,
    ]);
    expect(within(group).getByRole('button', { name: '5 mm' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it('lets a sold-out value be chosen (for its back-in-stock offer) and keeps a chosen one on a second click', () => {
    const onChoose = vi.fn();
    render(
      <VariantPicker
        tool={tool}
        option={option}
        chosen={option.variants[1]!}
        onChoose={onChoose}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^4 mm`) }));
    expect(onChoose).toHaveBeenLastCalledWith(option.variants[0]);
    onChoose.mockClear();
    fireEvent.click(screen.getByRole('button', { name: '5 mm' }));
    expect(onChoose).not.toHaveBeenCalled();
  });
});

describe('shownVariant', () => {
  it('shows the variant the address names, else the first that can be ordered, else the first', () => {
    expect(shownVariant(tool, 'v6')?.id).toBe('v6');
    expect(shownVariant(tool, null)?.id).toBe('v5');
    expect(shownVariant(tool, 'gone')?.id).toBe('v5');
    const soldOut = {
      minimumOrder: 1,
      availableQuantity: 0,
      option: { name: 'Size', variants: [option.variants[0]!] },
    };
    expect(shownVariant(soldOut, null)?.id).toBe('v4');
    expect(
      shownVariant({ minimumOrder: 1, availableQuantity: 3, option: null }, null),
    ).toBeUndefined();
  });
});
