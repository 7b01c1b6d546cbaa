import type { RefObject } from 'react';
import { useCallback, useEffect, useState } from 'react';

import type { CameraProblem } from './camera-problem';
import { cameraPreflight, cameraProblemOf } from './camera-problem';

export type Facing = 'environment' | 'user';

export type CameraStatus =
  | { state: 'starting' }
  | { state: 'live'; track: MediaStreamTrack }
  | { state: 'problem'; problem: CameraProblem };

/** `torch` is in Chromium's capabilities and constraints, not in TypeScript's DOM types. */
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

function torchCapable(track: MediaStreamTrack): boolean {
  const capabilities = track.getCapabilities?.() as TorchCapabilities | undefined;
  return capabilities?.torch === true;
}

/**
 * Opens the camera facing `facing` into `video` and keeps it open while the page lives (the
 * door scans person after person); switching the facing reopens it. Offers the torch when the
 * track has one.
 */
export function useCamera(video: RefObject<HTMLVideoElement | null>, facing: Facing) {
  const [status, setStatus] = useState<CameraStatus>({ state: 'starting' });
  const [torchOn, setTorchOn] = useState(false);
  // Bumped when the track ends under the page (the phone locked, another app took the camera):
  // a door open for hours opens it again rather than showing a frozen picture.
  const [opening, setOpening] = useState(0);

  useEffect(() => {
    const blocked = cameraPreflight();
    if (blocked) {
      setStatus({ state: 'problem', problem: blocked });
      return undefined;
    }
    let stream: MediaStream | null = null;
    let stopped = false;
    setStatus({ state: 'starting' });
    setTorchOn(false);
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: { facingMode: { ideal: facing }, width: { ideal: 1280 }, height: { ideal: 720 } },
      })
      .then(async (media) => {
        stream = media;
        const element = video.current;
        const [track] = media.getVideoTracks();
        if (stopped || !element || !track) return;
        track.addEventListener('ended', () => {
          if (!stopped) setOpening((n) => n + 1);
        });
        element.srcObject = media;
        await element.play().catch(() => undefined);
        if (!stopped) setStatus({ state: 'live', track });
      })
      .catch((error: unknown) => {
        if (!stopped) setStatus({ state: 'problem', problem: cameraProblemOf(error) });
      });
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [video, facing, opening]);

  const track = status.state === 'live' ? status.track : null;
  const torchAvailable = track ? torchCapable(track) : false;

  const toggleTorch = useCallback(async () => {
    if (!track) return;
    const next = !torchOn;
    const torch = { torch: next } as MediaTrackConstraintSet;
    await track
      .applyConstraints({ advanced: [torch] })
      .then(() => setTorchOn(next))
      .catch(() => undefined);
  }, [track, torchOn]);

  return { status, torchAvailable, torchOn, toggleTorch };
}
