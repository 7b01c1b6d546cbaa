import type { RefObject } from 'react';
import { useEffect, useState } from 'react';

/** The parts of the Barcode Detection API used here (not yet in TypeScript's DOM types). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorCtor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorCtor | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
}

/** Only Chromium-based browsers (and a few others) have it; the typed fallback always works. */
export function canScanQr(): boolean {
  return Boolean(detectorClass() && navigator.mediaDevices?.getUserMedia);
}

const SCAN_INTERVAL_MS = 300;

/**
 * Opens the back camera into `video` while `active`, reads QR codes every 300 ms and hands the
 * first one over. The camera is released as soon as a code is read or the scanner closes.
 */
export function useQrScanner(
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onCode: (code: string) => void,
) {
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const Detector = detectorClass();
    if (!active || !Detector) return undefined;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const detector = new Detector({ formats: ['qr_code'] });
    setError(null);
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return stop();
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(async () => {
          if (!video.current || stopped) return;
          const [code] = await detector.detect(video.current).catch(() => []);
          if (code?.rawValue && !stopped) {
            stop();
            onCode(code.rawValue);
          }
        }, SCAN_INTERVAL_MS);
      })
      .catch(() =>
        setError('Kamera tidak dapat dibuka. Izinkan akses kamera atau ketik ID tiket.'),
      );
    return stop;
  }, [active, video, onCode]);

  return { error };
}
