import { useSyncExternalStore, type ReactNode } from 'react';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** notistack loads with the first toast, as most views never show one. */
let renderContainer: ((onMount: () => void) => ReactNode) | null = null;
let loading: Promise<unknown> | null = null;
const listeners = new Set<() => void>();
let mounted: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  mounted = resolve;
});

function loadContainer() {
  loading ??= import('./toast-container').then((module) => {
    renderContainer = module.renderToastContainer;
    for (const listener of listeners) listener();
  });
  return loading;
}

export function toast(message: string, variant: ToastVariant): void {
  void loadContainer()
    .then(() => ready)
    .then(() => import('notistack'))
    .then(({ enqueueSnackbar }) => enqueueSnackbar(message, { variant }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** No Suspense: a boundary's reveal waits on a timer, and toasts must not wait on the page's. */
export function Toaster() {
  const render = useSyncExternalStore(
    subscribe,
    () => renderContainer,
    () => null,
  );
  return render ? render(mounted) : null;
}
