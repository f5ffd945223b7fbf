import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { STOCK_WAIT_COLLECTIONS } from '@pedalworks/domain/stock-waits';
import type { Tool } from '@pedalworks/domain/types';
import { notifyBackInStock, recountStockWaits } from '../services/stock-waits';

/**
 * After any write of a tool: a rise from sold out to orderable mails every confirmed waiter once
 * and clears their waits (services/stock-waits.ts). Retried on failure; the event's id names the
 * restock in the mails' ids, and a repeated event finds the waits gone.
 */
export const mailBackInStock = onDocumentWritten(
  { document: `${COLLECTIONS.tools}/{toolId}`, region: 'us-central1', retry: true },
  async (event) => {
    await notifyBackInStock(
      event.params.toolId,
      event.data?.before.data() as Tool | undefined,
      event.data?.after.data() as Tool | undefined,
      event.id,
    );
  },
);

/** After any change of a tool's waiters, the count admins see is recounted (idempotent). */
export const countStockWaits = onDocumentWritten(
  {
    document: `${STOCK_WAIT_COLLECTIONS.stockWaits}/{toolId}/${STOCK_WAIT_COLLECTIONS.waiters}/{waiterId}`,
    region: 'us-central1',
    retry: true,
  },
  async (event) => {
    await recountStockWaits(event.params.toolId);
  },
);
