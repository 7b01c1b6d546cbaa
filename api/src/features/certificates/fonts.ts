import * as fontkitModule from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocument } from 'pdf-lib';

import { apiRoot } from '../../core/api-root';

/**
 * Noto Serif, static TrueType instances (@expo-google-fonts/noto-serif, OFL): Latin, Latin
 * Extended and Vietnamese, so "Zoë", "Ğüşçİ" and "Nguyễn Thị Hà" print as written.
 */
const FILES = {
  regular: '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf',
  bold: '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
} as const;
export type FontStyle = keyof typeof FILES;

// A UMD file: Node's ES loader gives it as `default` only; tsx and Jest as the namespace.
const fontkit =
  (fontkitModule as typeof fontkitModule & { default?: typeof fontkitModule }).default ??
  fontkitModule;

const cache = new Map<FontStyle, Uint8Array>();

/** The font file's bytes, read once per process (each PDF embeds a subset of them). */
export function fontBytes(style: FontStyle): Uint8Array {
  let bytes = cache.get(style);
  if (!bytes) {
    const resolve = createRequire(path.join(apiRoot(), 'package.json')).resolve;
    bytes = new Uint8Array(readFileSync(resolve(FILES[style])));
    cache.set(style, bytes);
  }
  return bytes;
}

interface SubsetInternals {
  loca: { version?: number };
  _addGlyph(gid: number): number;
}

/**
 * @pdf-lib/fontkit, with one fix: its TrueType subset writes the short `loca` format and halves
 * the offsets without padding glyph records to even length, so in fonts whose records are not
 * padded (Noto's) every glyph after an odd-length one is garbage (fixed upstream in fontkit 1.8,
 * which pdf-lib's fork predates). The subset is written with the long format, where offsets are
 * bytes and need no padding. A test compares each subset glyph's outline with the original.
 */
type Font = ReturnType<typeof fontkit.create>;
const parsed = new WeakMap<Uint8Array, Font>();

/** Parses a font file once per process: parsing Noto is most of a PDF's drawing time. */
function parse(data: Uint8Array, postscriptName?: string): Font {
  const known = parsed.get(data);
  if (known) return known;
  const font = fontkit.create(data, postscriptName);
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset() as unknown as SubsetInternals;
    const addGlyph = subset._addGlyph;
    subset._addGlyph = function (this: SubsetInternals, gid: number) {
      if (this.loca.version == null) this.loca.version = 1;
      return addGlyph.call(this, gid);
    };
    return subset as unknown as ReturnType<typeof createSubset>;
  };
  parsed.set(data, font);
  return font;
}

export const pdfFontkit: Parameters<PDFDocument['registerFontkit']>[0] = { create: parse };
