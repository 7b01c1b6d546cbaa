import { PDFDocument, rgb } from 'pdf-lib';
import type { PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

import type { TemplateContent } from '../../core/db/schema/certificates';
import { fontBytes, pdfFontkit } from './fonts';
import { fillFields } from './texts';
import type { FieldValues } from './texts';

/** A4 landscape, in points. */
export const PAGE = { width: 841.89, height: 595.28 };
const INK = rgb(0.13, 0.16, 0.22);
const ACCENT = rgb(0.09, 0.35, 0.3);
const MUTED = rgb(0.35, 0.38, 0.42);

export interface TemplateImage {
  bytes: Uint8Array;
  mime: string;
}

/** Everything one certificate's PDF is drawn from: the same input gives the same page. */
export interface CertificateDrawing {
  template: TemplateContent;
  values: FieldValues;
  code: string;
  verifyUrl: string;
  issuedAt: Date;
  /** Template images by their id (certificate_images); a missing one is left out. */
  images: Map<number, TemplateImage>;
}

/** The QR code of a verification URL, as the PNG the PDF embeds (tests decode the same). */
export const qrPng = (url: string) =>
  QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 6 });

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function renderCertificate(d: CertificateDrawing): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(pdfFontkit);
  // Fixed metadata: the page says when the certificate was issued, never when it was drawn.
  doc.setTitle(`Sertifikat ${d.code}`);
  doc.setSubject(d.verifyUrl);
  doc.setProducer('GCW e-sertifikat');
  doc.setCreator('GCW');
  doc.setCreationDate(d.issuedAt);
  doc.setModificationDate(d.issuedAt);
  const fonts: Fonts = {
    regular: await doc.embedFont(fontBytes('regular'), { subset: true }),
    bold: await doc.embedFont(fontBytes('bold'), { subset: true }),
  };
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const image = async (id: number | null): Promise<PDFImage | null> => {
    const found = id === null ? undefined : d.images.get(id);
    if (!found) return null;
    return found.mime === 'image/png' ? doc.embedPng(found.bytes) : doc.embedJpg(found.bytes);
  };

  const background = await image(d.template.backgroundImageId);
  if (background) page.drawImage(background, { x: 0, y: 0, ...PAGE });
  else drawFrame(page);
  const logo = await image(d.template.logoImageId);
  if (logo) {
    const size = logo.scaleToFit(180, 64);
    page.drawImage(logo, { x: (PAGE.width - size.width) / 2, y: 500, ...size });
  }
  centered(page, d.template.title.normalize('NFC'), fonts.bold, 38, 450, ACCENT);
  drawBody(page, d, fonts);
  await drawSigners(page, d, fonts, image);
  await drawVerification(page, doc, d, fonts);
  return doc.save();
}

function drawFrame(page: PDFPage) {
  const border = { borderColor: ACCENT, opacity: 0, borderOpacity: 1 };
  page.drawRectangle({
    x: 18,
    y: 18,
    width: PAGE.width - 36,
    height: PAGE.height - 36,
    borderWidth: 3,
    ...border,
  });
  page.drawRectangle({
    x: 28,
    y: 28,
    width: PAGE.width - 56,
    height: PAGE.height - 56,
    borderWidth: 0.8,
    ...border,
  });
}

function centered(
  page: PDFPage,
  text: string,
  font: PDFFont,
  size: number,
  y: number,
  color = INK,
) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (PAGE.width - width) / 2, y, size, font, color });
}

/** Words onto lines no wider than `max`; a word longer than a line stands alone. */
export function wrap(text: string, font: PDFFont, size: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/[ \t\r\n]+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The body, line by line as the admin wrote it: a line that is only `{nama}` is the name, large
 * and bold; the others are wrapped paragraphs. The name shrinks to fit one line.
 */
function drawBody(page: PDFPage, d: CertificateDrawing, fonts: Fonts) {
  let y = 405;
  for (const raw of d.template.body.split('\n')) {
    const isName = raw.trim() === '{nama}';
    const text = fillFields(raw.trim(), d.values);
    if (!text) continue;
    if (isName) {
      let size = 30;
      while (size > 14 && fonts.bold.widthOfTextAtSize(text, size) > 680) size -= 1;
      y -= size * 0.4;
      centered(page, text, fonts.bold, size, y - size, INK);
      y -= size * 1.6;
      continue;
    }
    for (const line of wrap(text, fonts.regular, 14, 640)) {
      y -= 20;
      centered(page, line, fonts.regular, 14, y);
    }
  }
}

async function drawSigners(
  page: PDFPage,
  d: CertificateDrawing,
  fonts: Fonts,
  image: (id: number | null) => Promise<PDFImage | null>,
) {
  const signers = d.template.signers;
  // Right of the QR block: the signers share the rest of the width evenly.
  const left = 200;
  const slot = (PAGE.width - 40 - left) / Math.max(signers.length, 1);
  for (const [i, signer] of signers.entries()) {
    const cx = left + slot * i + slot / 2;
    const signature = await image(signer.signatureImageId);
    if (signature) {
      const size = signature.scaleToFit(140, 50);
      page.drawImage(signature, { x: cx - size.width / 2, y: 122, ...size });
    }
    page.drawLine({
      start: { x: cx - 80, y: 118 },
      end: { x: cx + 80, y: 118 },
      thickness: 0.6,
      color: MUTED,
    });
    const name = signer.name.normalize('NFC');
    const role = signer.role.normalize('NFC');
    const nameSize = Math.min(12, (160 / Math.max(fonts.bold.widthOfTextAtSize(name, 12), 1)) * 12);
    page.drawText(name, {
      x: cx - fonts.bold.widthOfTextAtSize(name, nameSize) / 2,
      y: 102,
      size: nameSize,
      font: fonts.bold,
      color: INK,
    });
    if (role) {
      const roleSize = Math.min(
        10,
        (160 / Math.max(fonts.regular.widthOfTextAtSize(role, 10), 1)) * 10,
      );
      page.drawText(role, {
        x: cx - fonts.regular.widthOfTextAtSize(role, roleSize) / 2,
        y: 88,
        size: roleSize,
        font: fonts.regular,
        color: MUTED,
      });
    }
  }
}

/** Bottom left: the code, the QR code of the verification page and its address in words. */
async function drawVerification(
  page: PDFPage,
  doc: PDFDocument,
  d: CertificateDrawing,
  fonts: Fonts,
) {
  const qr = await doc.embedPng(await qrPng(d.verifyUrl));
  page.drawImage(qr, { x: 44, y: 60, width: 92, height: 92 });
  page.drawText(`No. ${d.code}`, { x: 44, y: 158, size: 9, font: fonts.bold, color: INK });
  const url = wrap(d.verifyUrl.replace(/\//g, '/ ').trim(), fonts.regular, 6.5, 150).map((l) =>
    l.replace(/\/ /g, '/'),
  );
  url.forEach((line, i) =>
    page.drawText(line, { x: 44, y: 50 - i * 8, size: 6.5, font: fonts.regular, color: MUTED }),
  );
  page.drawText('Pindai untuk memeriksa keaslian', {
    x: 44,
    y: 50 - url.length * 8 - 2,
    size: 6.5,
    font: fonts.regular,
    color: MUTED,
  });
}
