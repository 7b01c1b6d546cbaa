import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

import type { FrameDecoder } from './frame-decoder';

/**
 * The WebAssembly file, emitted by the build beside this chunk (served from our own origin:
 * the library would otherwise fetch it from a public CDN, which the page's CSP forbids).
 */
const WASM_URL = new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;

/** Frames are read at most this wide: a ticket's QR fills much of the view, and ZXing's time
 * grows with the pixels. */
const MAX_WIDTH = 640;

let prepared: Promise<unknown> | null = null;

function prepare() {
  prepared ??= prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) =>
        file.endsWith('.wasm') ? WASM_URL : prefix + file,
    },
    fireImmediately: true,
  });
  return prepared;
}

/** ZXing-C++ (zxing-wasm): reads the video's frame through a canvas of at most 640 px. */
export async function zxingDecoder(): Promise<FrameDecoder> {
  await prepare();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'zxing',
    decode: async (video) => {
      if (!context || !video.videoWidth) return null;
      const scale = Math.min(1, MAX_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const [code] = await readBarcodes(frame, { formats: ['QRCode'], maxNumberOfSymbols: 1 });
      return code?.isValid && code.text ? code.text : null;
    },
  };
}
