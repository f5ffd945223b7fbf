import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import type { Tool } from '@pedalworks/domain/types';
import { syncLowStock } from '../services/low-stock';
import { dropGoneWaits, notifyBackInStock } from '../services/stock-waits';
import { syncServerFields } from '../services/tools';

/**
 * Each step is idempotent, so a retried event redoes only what is undone; they run in turn, as
 * each may write the tool in a transaction.
 */
export const onToolWritten = onDocumentWritten(
  { document: `${COLLECTIONS.tools}/{toolId}`, region: 'us-central1', retry: true },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    if (after?.exists) {
      await syncServerFields(after.ref, after);
      await syncLowStock(after.ref, after);
    }
    const [was, is] = [before?.data() as Tool | undefined, after?.data() as Tool | undefined];
    await notifyBackInStock(event.params.toolId, was, is, event.id);
    await dropGoneWaits(event.params.toolId, was, is);
  },
);
