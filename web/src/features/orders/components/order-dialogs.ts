/**
 * My Orders' dialogs, which open only on a click: one chunk, loaded on demand
 * (lazy-order-dialogs.ts), with MUI's Modal, Select and Menu, formik and the return schema.
 * Together they make one request, and the bundler fewer small shared chunks.
 */
export { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';
export { ReturnDialog } from './return-dialog';
