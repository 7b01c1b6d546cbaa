import type { RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';

import type { DecoderKind } from './frame-decoder';
import { createFrameDecoder } from './frame-decoder';

/** At most ~10 reads a second: quick enough for a queue, kind to a phone's battery for hours. */
const MIN_GAP_MS = 100;

type VideoWithFrames = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: () => void) => number;
};

/** The next new frame where the browser says so, and never sooner than MIN_GAP_MS. */
function nextFrame(video: HTMLVideoElement): Promise<void> {
  const gap = new Promise<void>((resolve) => setTimeout(resolve, MIN_GAP_MS));
  const withFrames = video as VideoWithFrames;
  if (!withFrames.requestVideoFrameCallback) return gap;
  const frame = new Promise<void>((resolve) =>
    withFrames.requestVideoFrameCallback?.(() => resolve()),
  );
  return Promise.all([gap, frame]).then(() => undefined);
}

export type DecoderState = DecoderKind | 'loading' | 'failed';

/**
 * Reads the live video frame after frame while `live` and hands every code it sees to `onCode`
 * (the caller decides what a repeat sighting means). One read at a time, never overlapping.
 */
export function useFrameScanner(
  video: RefObject<HTMLVideoElement | null>,
  live: boolean,
  onCode: (code: string) => void,
): DecoderState {
  const [decoder, setDecoder] = useState<DecoderState>('loading');
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!live) return undefined;
    let stopped = false;
    const run = async () => {
      const reader = await createFrameDecoder().catch(() => null);
      if (stopped) return;
      if (!reader) {
        setDecoder('failed');
        return;
      }
      setDecoder(reader.kind);
      while (!stopped) {
        const element = video.current;
        if (!element) return;
        await nextFrame(element);
        if (stopped || element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) continue;
        const code = await reader.decode(element).catch(() => null);
        if (code && !stopped) latest.current(code);
      }
    };
    void run();
    return () => {
      stopped = true;
    };
  }, [live, video]);

  return decoder;
}
