/** The orders' CSV, handed on a page at a time: one page at most is held, whatever the range. */
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  CSV_PAGE_SIZE,
  SALES_TEXT,
  csvLine,
  csvRangeBounds,
  orderCsvRow,
} from '@pedalworks/domain/sales';
import type { Order } from '@pedalworks/domain/types';
import { ordersCollection } from './stored';

/** A byte order mark, so spreadsheets read the file as UTF-8 (accented names). */
const UTF8_BOM = '\uFEFF';

export async function exportOrdersCsv(
  range: { from: string; to: string },
  write: (chunk: string) => Promise<void>,
  pageSize = CSV_PAGE_SIZE,
): Promise<number> {
  const { start, end } = csvRangeBounds(range);
  const query = ordersCollection()
    .where('createdAt', '>=', Timestamp.fromDate(start))
    .where('createdAt', '<', Timestamp.fromDate(end))
    .orderBy('createdAt')
    .limit(pageSize);
  await write(UTF8_BOM + csvLine(SALES_TEXT.csvColumns));
  let count = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).get();
    if (page.empty) break;
    const rows = page.docs.map((doc) =>
      csvLine(orderCsvRow({ ...(doc.data() as Order), _id: doc.id })),
    );
    await write(rows.join(''));
    count += page.size;
    if (page.size < pageSize) break;
    last = page.docs[page.docs.length - 1];
  }
  return count;
}
