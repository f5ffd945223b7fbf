import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { API_MAX_PAGE_SIZE } from '@pedalworks/domain/constants';
import { AUDIT_PAGE_SIZE, type AuditAction } from '@pedalworks/domain/roles';
import { csvLine } from '@pedalworks/domain/sales';
import { STAFF_PAGE_TEXT, auditCsvRow, type AuditEntryView } from '@pedalworks/domain/staff-pages';
import { apiFetch } from '@/lib/api-client';
import { saveFile } from './export-orders';

/** The Activity page's filters, as GET /api/audit takes them ('' for none). */
export interface AuditFilters {
  actor: string;
  action: AuditAction | '';
  target: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  actor: '',
  action: '',
  target: '',
  from: '',
  to: '',
};

/** One page of the log, newest first, after the entry `after` (GET /api/audit). */
export function fetchAuditPage(filters: AuditFilters, limit: number, after?: string) {
  const params = new URLSearchParams(
    Object.entries({ ...filters, limit: String(limit), after }).filter(
      (pair): pair is [string, string] => Boolean(pair[1]),
    ),
  );
  return apiFetch<AuditEntryView[]>(`/audit?${params}`, { protected: true, signOutOn: [401] });
}

/** The filtered log a page at a time: one entry more than a page tells whether another follows. */
export function useAuditLog(filters: AuditFilters) {
  const [pages, setPages] = useState({ filters, cursors: [undefined] as (string | undefined)[] });
  // New filters start again from the first page.
  if (pages.filters !== filters) setPages({ filters, cursors: [undefined] });
  const after = pages.cursors.at(-1);
  const query = useQuery({
    queryKey: ['audit-log', filters, after],
    queryFn: () => fetchAuditPage(filters, AUDIT_PAGE_SIZE + 1, after),
  });
  const items = (query.data ?? []).slice(0, AUDIT_PAGE_SIZE);
  return {
    loading: query.isPending,
    failed: query.isError,
    error: query.error,
    items,
    pageNumber: pages.cursors.length,
    hasPrevious: pages.cursors.length > 1,
    hasNext: (query.data?.length ?? 0) > AUDIT_PAGE_SIZE,
    previous: () => setPages((was) => ({ ...was, cursors: was.cursors.slice(0, -1) })),
    next: () => setPages((was) => ({ ...was, cursors: [...was.cursors, items.at(-1)?._id] })),
  };
}

/** Every entry the filters match, walked a page at a time, saved as one CSV file. */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  let csv = `\uFEFF${csvLine(STAFF_PAGE_TEXT.csvColumns)}`;
  let after: string | undefined;
  for (;;) {
    const page = await fetchAuditPage(filters, API_MAX_PAGE_SIZE, after);
    csv += page.map((entry) => csvLine(auditCsvRow(entry))).join('');
    if (page.length < API_MAX_PAGE_SIZE) break;
    after = page.at(-1)?._id;
  }
  saveFile(
    new Blob([csv], { type: 'text/csv' }),
    STAFF_PAGE_TEXT.csvFileName(filters.from, filters.to),
  );
}
