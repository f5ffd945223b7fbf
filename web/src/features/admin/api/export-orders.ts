import { SALES_TEXT } from '@pedalworks/domain/sales';
import { apiFetch } from '@/lib/api-client';

/** Hands the browser a file to save, as a link to it clicked. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Downloads the orders placed from `from` to `to` (UTC days) as CSV (GET /manageorder.csv). */
export async function downloadOrdersCsv(from: string, to: string): Promise<void> {
  const params = new URLSearchParams({ from, to });
  const csv = await apiFetch<Blob>(`/manageorder.csv?${params}`, { protected: true, blob: true });
  saveFile(csv, SALES_TEXT.csvFileName(from, to));
}
