// Reads a PDF the way a viewer does (pdf.js, Mozilla's reader), in a process of its own: its
// ES module build does not load inside Jest's CommonJS VM. Prints the first page's text items
// and its images as RGBA (base64) for the certificate tests.
import { readFileSync } from 'node:fs';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const data = new Uint8Array(readFileSync(process.argv[2]));
const doc = await getDocument({ data, isOffscreenCanvasSupported: false, verbosity: 0 }).promise;
const page = await doc.getPage(1);
const text = (await page.getTextContent()).items.map((item) => item.str).filter(Boolean);
const ops = await page.getOperatorList();
const images = [];
for (let i = 0; i < ops.fnArray.length; i++) {
  if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
  const img = await new Promise((resolve) => page.objs.get(ops.argsArray[i][0], resolve));
  const pixels = img.width * img.height;
  const rgba = Buffer.alloc(pixels * 4, 255);
  // kind 1: 1 bit grey, 2: RGB, 3: RGBA (pdf.js ImageKind).
  for (let p = 0; p < pixels; p++) {
    if (img.kind === 3) rgba.set(img.data.subarray(p * 4, p * 4 + 4), p * 4);
    else if (img.kind === 2) rgba.set(img.data.subarray(p * 3, p * 3 + 3), p * 4);
    else {
      const rowBytes = Math.ceil(img.width / 8);
      const x = p % img.width;
      const y = Math.floor(p / img.width);
      const bit = (img.data[y * rowBytes + (x >> 3)] >> (7 - (x & 7))) & 1;
      rgba.fill(bit ? 255 : 0, p * 4, p * 4 + 3);
    }
  }
  images.push({ width: img.width, height: img.height, rgba: rgba.toString('base64') });
}
process.stdout.write(JSON.stringify({ pages: doc.numPages, text, images }));
