import { STOCK_WAIT_TEXT } from './stock-waits';

/** Manage Tools: its columns, restocking and the stock history of a tool. */
export const STOCK_TEXT = {
  toolsColumns: [
    'Tool Image',
    'Tool name',
    'Description',
    'Price',
    'Available Quantity',
    'Minimum Order',
    STOCK_WAIT_TEXT.waitingColumn,
    'Actions',
  ],
  restock: (name: string) => `Restock ${name}`,
  history: (name: string) => `Stock history of ${name}`,
  inStock: (stock: number) => `In stock now: ${stock}`,
  delta: 'Change in stock (+N or -N)',
  reason: 'Reason',
  apply: 'Apply',
  close: 'Close',
  restocked: (name: string, stock: number) => `${name}: ${stock} in stock now`,
  restockFailed: 'The stock could not be changed. Please try again.',
  editHint: 'The stock changes with Restock, never with an edit.',
  historyColumns: ['When', 'Change', 'In stock after', 'Reason', 'By'],
  noHistory: 'No restock is recorded for this tool yet.',
  historyLimit: (count: number) => `The ${count} newest changes, newest first.`,
  /** The stock log's reasons for what an edit of sizes and fits moves. */
  intoValues: 'Moved into the sizes and fits',
  openingStock: 'Opening stock',
  valueRemoved: 'Removed with its size or fit',
} as const;
