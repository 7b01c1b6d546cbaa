/** Which decoder reads the frames: the browser's own, or ZXing compiled to WebAssembly. */
export type DecoderKind = 'barcode-detector' | 'zxing';

/** Reads the QR code in the video's current frame, or null when there is none. */
export interface FrameDecoder {
  kind: DecoderKind;
  decode(video: HTMLVideoElement): Promise<string | null>;
}

/** The parts of the Barcode Detection API used here (not in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

function detectorClass(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

/** Some platforms ship the class without a QR reader: ask before trusting it. */
async function readsQr(Detector: BarcodeDetectorClass): Promise<boolean> {
  if (!Detector.getSupportedFormats) return true;
  const formats = await Detector.getSupportedFormats().catch(() => [] as string[]);
  return formats.includes('qr_code');
}

/**
 * The browser's BarcodeDetector where it reads QR codes (Android Chrome, Chrome on macOS);
 * elsewhere (iOS Safari, Firefox, Chrome on Linux and Windows) ZXing, loaded only now, so no
 * other page pays for its code or its WebAssembly.
 */
export async function createFrameDecoder(): Promise<FrameDecoder> {
  const Detector = detectorClass();
  if (Detector && (await readsQr(Detector))) {
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      kind: 'barcode-detector',
      decode: async (video) => {
        const [code] = await detector.detect(video).catch(() => []);
        return code?.rawValue || null;
      },
    };
  }
  const { zxingDecoder } = await import('./zxing-decoder');
  return zxingDecoder();
}
