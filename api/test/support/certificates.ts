import * as fontkit from '@pdf-lib/fontkit';
import jsQR from 'jsqr';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import type { PDFRawStream } from 'pdf-lib';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';

export interface ReadPdf {
  pages: number;
  text: string[];
  /** Every QR code found in the page's images, decoded. */
  qr: string[];
}

/** The PDF as pdf.js reads it (text and images), each image run through a QR decoder. */
export function readPdf(bytes: Buffer): ReadPdf {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gcw-cert-'));
  try {
    const file = path.join(dir, 'c.pdf');
    writeFileSync(file, bytes);
    const out = execFileSync(process.execPath, [path.join(__dirname, 'pdf-extract.mjs'), file], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const read = JSON.parse(out.toString()) as {
      pages: number;
      text: string[];
      images: { width: number; height: number; rgba: string }[];
    };
    const qr = read.images
      .map((im) => jsQR(new Uint8ClampedArray(Buffer.from(im.rgba, 'base64')), im.width, im.height))
      .flatMap((code) => (code ? [code.data] : []));
    return { pages: read.pages, text: read.text, qr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The embedded TrueType subsets (FontFile2) of a PDF, parsed. */
export async function embeddedFonts(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes);
  const fonts: fontkit.Font[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict)) continue;
    const ref = obj.get(PDFName.of('FontFile2'));
    if (!ref) continue;
    const stream = doc.context.lookup(ref) as PDFRawStream;
    fonts.push(fontkit.create(inflateSync(Buffer.from(stream.contents))));
  }
  return fonts;
}
