export interface Row {
  measure: string;
  page: string;
  figure: string;
  budget?: string;
  pass?: boolean;
}

export function printTable(rows: Row[]): void {
  const header = ['measure', 'page', 'figure', 'budget', 'result'];
  const cells = rows.map((row) => [
    row.measure,
    row.page,
    row.figure,
    row.budget ?? '-',
    row.pass === undefined ? '-' : row.pass ? 'pass' : 'FAIL',
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((c) => c[i]!.length)),
  );
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of cells) console.log(line(row));
}
