import { PNG } from 'pngjs';

/**
 * A YUV4MPEG2 video for Chromium's fake camera (`--use-file-for-fake-video-capture`), made from
 * tickets' QR images: what the door's camera would see when people hold their tickets up. The
 * format is checked on this machine (shared/TOOLCHAIN.md): 4:2:0, luma only (U = V = 128).
 * Chromium plays the file in a loop at its frame rate.
 */
export const VIDEO = { width: 320, height: 240, fps: 10 } as const;

/** Studio-range luma (BT.601), which Chromium's converter expects. */
const WHITE = 235;
const BLACK = 16;
/** The QR image is fitted into a square this large, centred at the top. */
const QR_BOX = 208;
const MARKER_TOP = VIDEO.height - 24;
const MARKER_BITS = 8;

export interface Segment {
  /** A QR code's PNG, or null for an empty view (nobody at the door). */
  png: Buffer | null;
  frames: number;
  /** A number drawn as 8 black-or-white blocks under the code: the benchmark reads it back. */
  marker?: number;
}

/** The PNG as luma, fitted (nearest pixel) into the box. */
function qrLuma(png: Buffer): Uint8Array {
  const image = PNG.sync.read(png);
  const box = new Uint8Array(QR_BOX * QR_BOX);
  for (let y = 0; y < QR_BOX; y += 1) {
    for (let x = 0; x < QR_BOX; x += 1) {
      const sx = Math.floor((x * image.width) / QR_BOX);
      const sy = Math.floor((y * image.height) / QR_BOX);
      const i = (sy * image.width + sx) * 4;
      const luma =
        0.299 * (image.data[i] ?? 0) +
        0.587 * (image.data[i + 1] ?? 0) +
        0.114 * (image.data[i + 2] ?? 0);
      box[y * QR_BOX + x] = luma < 128 ? BLACK : WHITE;
    }
  }
  return box;
}

function frameOf(segment: Segment, qr: Uint8Array | null): Buffer {
  const { width, height } = VIDEO;
  const y = Buffer.alloc(width * height, WHITE);
  if (qr) {
    const left = Math.floor((width - QR_BOX) / 2);
    const top = 4;
    for (let row = 0; row < QR_BOX; row += 1)
      y.set(qr.subarray(row * QR_BOX, (row + 1) * QR_BOX), (top + row) * width + left);
  }
  if (segment.marker !== undefined) {
    const block = width / MARKER_BITS;
    for (let bit = 0; bit < MARKER_BITS; bit += 1) {
      const on = (segment.marker >> bit) & 1;
      for (let row = MARKER_TOP; row < height - 4; row += 1)
        y.fill(on ? BLACK : WHITE, row * width + bit * block, row * width + (bit + 1) * block);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
}

export function qrVideo(segments: Segment[]): Buffer {
  const { width, height, fps } = VIDEO;
  const parts: Buffer[] = [
    Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`),
  ];
  for (const segment of segments) {
    const frame = frameOf(segment, segment.png ? qrLuma(segment.png) : null);
    for (let i = 0; i < segment.frames; i += 1) parts.push(frame);
  }
  return Buffer.concat(parts);
}

/** Where the marker sits in a frame, for the page script that reads it back (bench/door.ts). */
export const MARKER = { top: MARKER_TOP + 4, bits: MARKER_BITS } as const;
