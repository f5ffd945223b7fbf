import { lazy, Suspense, useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/**
 * notistack is not part of the first view: its container loads with the first toast (most views
 * never show one), and the toast shows as soon as the container has mounted.
 */
let wanted = false;
const listeners = new Set<() => void>();
let mounted: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  mounted = resolve;
});

/** Shows a toast. */
export function toast(message: string, variant: ToastVariant): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void ready
    .then(() => import('notistack'))
    .then(({ enqueueSnackbar }) => enqueueSnackbar(message, { variant }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const Container = lazy(() => import('./toast-container'));

/** Where toasts appear (in the app's provider): nothing until the first toast. */
export function Toaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <Container onMount={mounted} />
    </Suspense>
  ) : null;
}
