import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogSpinner, lazyDialog } from './lazy-dialog';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

const show = (Dialog: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<DialogSpinner />}>
      <Dialog name="Rider" />
    </Suspense>,
  );

describe('lazyDialog', () => {
  it('loads its module once, however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Dialog = lazyDialog(load);
    Dialog.preload();
    Dialog.preload();
    show(Dialog);
    expect(await screen.findByText('Hello Rider')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner until its module is there', async () => {
    let loaded: (component: typeof Greeting) => void = () => {};
    const Dialog = lazyDialog(() => new Promise<typeof Greeting>((resolve) => (loaded = resolve)));
    show(Dialog);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    loaded(Greeting);
    expect(await screen.findByText('Hello Rider')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('tries a failed load again on the next preload, without an unhandled rejection', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Dialog = lazyDialog(load);
    Dialog.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    Dialog.preload();
    show(Dialog);
    expect(await screen.findByText('Hello Rider')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
