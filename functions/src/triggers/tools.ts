import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
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
