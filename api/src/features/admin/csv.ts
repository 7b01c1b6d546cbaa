import type { FastifyReply } from 'fastify';

/**
 * RFC 4180 CSV. Cells starting with = + - @ (or tab/CR) get a leading quote so a spreadsheet
 * never runs them as formulas.
 */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function sendCsv(reply: FastifyReply, name: string, header: string[], rows: unknown[][]) {
  const stamp = new Date().toISOString().slice(0, 10);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${stamp}.csv"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(toCsv(header, rows));
}
