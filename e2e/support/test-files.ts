import { PNG } from 'pngjs';

/** Upload fixtures made in the test: the API decides the type from the first bytes, so they are real files. */

/** An 8×8 PNG (pngjs writes a valid signature, IHDR, IDAT and IEND). */
export function tinyPng(): Buffer {
  const png = new PNG({ width: 8, height: 8 });
  png.data.fill(0xff);
  return PNG.sync.write(png);
}

/** A one-page PDF, small but well formed, for the proposal upload. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
