/**
 * Bytes of a generated file per original source, from its source map (version 3), the way
 * Lighthouse sizes the modules of a script: each mapping segment owns the generated columns up
 * to the next segment of its line. Columns are UTF-16 code units, as in the map. Written here
 * because the only decoder in the workspace is Lighthouse's internal one.
 */

export interface RawSourceMap {
  version: number;
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The fields of one segment: base64 VLQ, 5 bits a digit, sign in the lowest bit. */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad base64 VLQ digit "${char}"`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value % 2 === 1 ? -Math.floor(value / 2) : Math.floor(value / 2));
    value = 0;
    shift = 0;
  }
  return fields;
}

/** Generated code units per index into `map.sources`; `-1` holds the unmapped ones. */
export function bytesBySource(code: string, map: RawSourceMap): Map<number, number> {
  const sizes = new Map<number, number>();
  const add = (source: number, units: number) => {
    if (units > 0) sizes.set(source, (sizes.get(source) ?? 0) + units);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let source = 0;
  lines.forEach((line, lineIndex) => {
    // Line lengths without the newline; the newlines themselves count as unmapped.
    if (lineIndex < lines.length - 1) add(-1, 1);
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter(Boolean);
    let column = 0;
    const starts: { column: number; source: number }[] = [];
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        starts.push({ column, source });
      } else {
        starts.push({ column, source: -1 });
      }
    }
    add(-1, Math.min(starts[0]?.column ?? line.length, line.length));
    starts.forEach((start, i) => {
      const end = Math.min(starts[i + 1]?.column ?? line.length, line.length);
      add(start.source, end - Math.min(start.column, end));
    });
  });
  return sizes;
}
