import { lazyDialog } from '@/components/ui/lazy-dialog';

/** My Orders' dialogs (order-dialogs.ts): preloading either loads both. */
const load = () => import('./order-dialogs');

export const ConfirmDeleteDialog = lazyDialog(() =>
  load().then((module) => module.ConfirmDeleteDialog),
);
export const ReturnDialog = lazyDialog(() => load().then((module) => module.ReturnDialog));
