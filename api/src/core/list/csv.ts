import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';

/** Rows read per query while streaming: memory stays flat however many rows match. */
export const CSV_BATCH_ROWS = 500;

/** Excel reads a CSV without a byte-order mark as the machine's code page: 'é' breaks. */
const BOM = '\uFEFF';

const wibParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * `2026-11-23 19:29`: the event's clock (WIB), in a form spreadsheets read as a date and sort;
 * the column header says "(WIB)". Empty for no time.
 */
export function wibTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const parts = Object.fromEntries(
    wibParts.formatToParts(new Date(value)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export const yesNo = (value: boolean | null | undefined) => (value ? 'Ya' : 'Tidak');

/**
 * RFC 4180 CSV. Cells starting with = + - @ (or tab/CR) get a leading quote so a spreadsheet
 * never runs them as formulas.
 */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? wibTime(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (row: unknown[]) => `${row.map(cell).join(',')}\r\n`;

/** One batch of rows: `offset` and `limit` over the same filtered, stably ordered list. */
export type CsvBatch = (offset: number, limit: number) => Promise<unknown[][]>;

async function* csvLines(header: string[], batch: CsvBatch) {
  yield BOM + line(header);
  for (let offset = 0; ; offset += CSV_BATCH_ROWS) {
    const rows = await batch(offset, CSV_BATCH_ROWS);
    if (rows.length > 0) yield rows.map(line).join('');
    if (rows.length < CSV_BATCH_ROWS) return;
  }
}

/**
 * Every row that matches the list's filter, all pages, streamed in batches as UTF-8 with a BOM.
 * The first batch is read before the answer starts, so a failing query is still a clean error.
 */
export async function streamCsv(
  reply: FastifyReply,
  name: string,
  header: string[],
  batch: CsvBatch,
) {
  const lines = csvLines(header, batch);
  const first = await lines.next();
  const second = await lines.next();
  async function* rest() {
    if (!first.done) yield first.value;
    if (!second.done) yield second.value;
    yield* lines;
  }
  const stamp = wibTime(new Date()).slice(0, 10);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${stamp}.csv"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(Readable.from(rest()));
}
