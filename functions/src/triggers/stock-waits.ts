import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { STOCK_WAIT_COLLECTIONS } from '@pedalworks/domain/stock-waits';
import { recountStockWaits } from '../services/stock-waits';

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
