import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code in a PNG image, or null when none is found (jsQR reads RGBA pixels). */
export function decodeQrPng(bytes: Buffer): string | null {
  const png = PNG.sync.read(bytes);
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return code?.data ?? null;
}
