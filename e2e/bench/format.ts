/** How figures are printed; a missing figure (no successful run) prints as "n/a". */
const ok = (value: number) => Number.isFinite(value);

export const integer = (value: number) => (ok(value) ? String(Math.round(value)) : 'n/a');
export const seconds = (ms: number) => (ok(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
export const millis = (ms: number) => (ok(ms) ? `${Math.round(ms)} ms` : 'n/a');
export const cls = (value: number) => (ok(value) ? value.toFixed(3) : 'n/a');
export const kib = (bytes: number) => (ok(bytes) ? `${(bytes / 1024).toFixed(1)} KiB` : 'n/a');
export const ratio = (a: number, b: number) =>
  ok(a) && ok(b) && b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a';

export interface Table {
  title: string;
  header: string[];
  rows: string[][];
}

/** A plain-text table with padded columns, for the terminal. */
export function textTable({ title, header, rows }: Table): string {
  const widths = header.map((_, i) =>
    Math.max(...[header, ...rows].map((row) => (row[i] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [title, line(header), rule, ...rows.map(line)].join('\n');
}

/** The same table in Markdown (Prettier aligns it afterwards). */
export function markdownTable({ header, rows }: Table): string {
  const line = (row: string[]) =>
    `| ${row.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
