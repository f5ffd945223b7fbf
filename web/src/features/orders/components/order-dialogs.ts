// My Orders' dialogs, one chunk loaded on demand (docs/performance.md, 'Dialogs on demand').
export { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';
export { ReturnDialog } from './return-dialog';
