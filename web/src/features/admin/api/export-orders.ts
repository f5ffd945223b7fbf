import { SALES_TEXT } from '@pedalworks/domain/sales';
import { apiFetch } from '@/lib/api-client';

/** Downloads the orders placed from `from` to `to` (UTC days) as CSV (GET /manageorder.csv). */
export async function downloadOrdersCsv(from: string, to: string): Promise<void> {
  const params = new URLSearchParams({ from, to });
  const csv = await apiFetch<Blob>(`/manageorder.csv?${params}`, { protected: true, blob: true });
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = SALES_TEXT.csvFileName(from, to);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
