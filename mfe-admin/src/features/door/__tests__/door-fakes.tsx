import { screen, waitFor } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { DoorScreen } from '../components/door-screen';
import type { DoorAdmission, DoorOutcome } from '../door-admission';
import { useDoorName } from '../hooks/use-door-name';

/**
 * Stand-ins for what the browser gives the door page (a camera, a QR reader) and for the
 * admission layer, which is built and tested on its own: these tests are about the screen.
 */

export const ADMITTED: DoorOutcome = {
  kind: 'admitted',
  ticketId: 'SEM-0123456789ABCDEF',
  name: 'Budi Santoso',
  institusi: 'Universitas Gadjah Mada',
  at: '2025-07-20T03:00:00.000Z',
  offline: false,
};

export function fakeAdmission(
  decide: (code: string) => DoorOutcome = () => ADMITTED,
  state: Partial<Omit<DoorAdmission, 'admit'>> = {},
) {
  const admit = jest.fn(async (code: string) => decide(code));
  const admission: DoorAdmission = {
    admit,
    online: true,
    pending: 0,
    conflicts: [],
    dismissConflicts: jest.fn(),
    offlineReadyAt: null,
    ...state,
  };
  return admission as DoorAdmission & { admit: typeof admit };
}

/** What the fake camera shows: a QR code's text, or nothing. */
export const view: { code: string | null; reads: number } = { code: null, reads: 0 };

export function fakeTrack() {
  const ended: (() => void)[] = [];
  return {
    stop: jest.fn(),
    getCapabilities: jest.fn(() => ({ torch: true })),
    applyConstraints: jest.fn(async () => undefined),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'ended') ended.push(listener);
    },
    /** What the browser does when the camera is taken away from the page. */
    end: () => ended.forEach((listener) => listener()),
  };
}

export function installCamera(getUserMedia?: jest.Mock) {
  const track = fakeTrack();
  const media =
    getUserMedia ??
    jest.fn(async () => ({ getTracks: () => [track], getVideoTracks: () => [track] }));
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: media },
  });
  return { track, getUserMedia: media };
}

class FakeDetector {
  static async getSupportedFormats() {
    return ['qr_code'];
  }
  async detect() {
    view.reads += 1;
    return view.code ? [{ rawValue: view.code }] : [];
  }
}

beforeEach(() => {
  view.code = null;
  view.reads = 0;
  Object.assign(globalThis, { BarcodeDetector: FakeDetector });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  // jsdom's video never has a frame: this one always has.
  jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
});

afterEach(() => {
  delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  window.localStorage.clear();
  jest.restoreAllMocks();
});

function DoorWithName({ admission }: { admission: DoorAdmission }) {
  const { value, change } = useDoorName();
  return <DoorScreen admission={admission} doorName={value} onDoorNameChange={change} />;
}

/** The door page, once its camera is open or has said why not (as staff would wait). */
export async function renderDoor(admission: DoorAdmission) {
  const rendered = renderWithApp(<DoorWithName admission={admission} />);
  await waitFor(() =>
    expect(screen.getByTestId('door-camera')).not.toHaveAttribute('data-camera', 'starting'),
  );
  return rendered;
}
