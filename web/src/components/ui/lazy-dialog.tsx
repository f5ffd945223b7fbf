import { Box } from '@mui/material';
import { lazy, type ComponentType } from 'react';
import { PageSpinner } from './page-spinner';

/**
 * A dialog whose module (MUI's Modal, its form, formik and yup...) loads on demand, not with the
 * page: `preload` starts the load, called when the pointer or focus reaches the button that
 * opens it, so that it is usually there by the click. Render it, once opened, in a Suspense
 * whose fallback is a DialogSpinner. A load that failed is tried again by the next preload (its
 * error shows when the dialog renders, as a lazy route's does).
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

/**
 * A spinner over the page where a lazy dialog opens while its module still loads. It takes no
 * focus, so the dialog, once there, moves focus in and gives it back to the button that opened it.
 */
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
