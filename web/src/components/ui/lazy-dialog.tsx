import { Box } from '@mui/material';
import { lazy, type ComponentType } from 'react';
import { PageSpinner } from './page-spinner';

/**
 * Call `preload` as the pointer or focus reaches the opening button (docs/performance.md,
 * 'Dialogs on demand'); render it in a Suspense with a DialogSpinner. A failed load is retried.
 */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const module = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(module), {
    preload: () => void module().catch(() => undefined),
  });
}

/** It takes no focus, so that the dialog moves focus in and gives it back to its button. */
export function DialogSpinner() {
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        display: 'grid',
        placeItems: 'center',
        pointerEvents: 'none',
      }}
    >
      <PageSpinner />
    </Box>
  );
}
