import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { syncLowStock } from '../services/low-stock';
import { syncServerFields } from '../services/tools';

/**
 * After any write of a tool (an admin's client write under the rules, the API, a stock move),
 * its search tokens and creation time are made true again; nothing is written when they are.
 */
export const syncToolSearch = onDocumentWritten(
  { document: `${COLLECTIONS.tools}/{toolId}`, region: 'us-central1' },
  async (event) => {
    const after = event.data?.after;
    if (after?.exists) await syncServerFields(after.ref, after);
  },
);

/**
 * After any write of a tool, its low-stock flag follows its stock: falling to the threshold
 * or below mails the admins once, rising above re-arms it (services/low-stock.ts). Retried on
 * failure; a repeated event finds the flag set and does nothing.
 */
export const watchLowStock = onDocumentWritten(
  { document: `${COLLECTIONS.tools}/{toolId}`, region: 'us-central1', retry: true },
  async (event) => {
    const after = event.data?.after;
    if (after?.exists) await syncLowStock(after.ref, after);
  },
);
