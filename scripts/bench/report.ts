import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromRoot } from '../lib/paths';
import type { Row } from './table';

export const BENCH_DIR = fromRoot('bench-results');

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function htmlReport(title: string, notes: string[], rows: Row[]): string {
  const result = (row: Row) => (row.pass === undefined ? '-' : row.pass ? 'pass' : 'FAIL');
  const body = rows
    .map(
      (row) =>
        `<tr class="${result(row)}">${[
          row.measure,
          row.page,
          row.figure,
          row.budget ?? '-',
          result(row),
        ]
          .map((cell) => `<td>${escape(cell)}</td>`)
          .join('')}</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2em}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}tr.FAIL td{background:#fdd}
tr.pass td:last-child{color:#060}</style></head><body>
<h1>${escape(title)}</h1>
${notes.map((note) => `<p>${escape(note)}</p>`).join('\n')}
<table><thead><tr><th>measure</th><th>page</th><th>figure</th><th>budget</th><th>result</th></tr></thead>
<tbody>
${body}
</tbody></table></body></html>
`;
}

export function writeBenchResults(
  figures: unknown,
  report: { title: string; notes: string[]; rows: Row[] },
): string {
  mkdirSync(BENCH_DIR, { recursive: true });
  writeFileSync(path.join(BENCH_DIR, 'latest.json'), JSON.stringify(figures, null, 2));
  const html = path.join(BENCH_DIR, 'latest.html');
  writeFileSync(html, htmlReport(report.title, report.notes, report.rows));
  return html;
}
