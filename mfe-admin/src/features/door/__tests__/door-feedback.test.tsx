import { screen, waitFor } from '@testing-library/react';

import type { DoorOutcome } from '../door-admission';
import { ADMITTED, fakeAdmission, installCamera, renderDoor, view } from './door-fakes';

/** The tones the page played, as [wave, frequency]. */
const played: [string, number][] = [];

/** WebAudio as a browser gives it: silent ("suspended") until the page's first tap. */
class FakeAudioContext {
  state = 'suspended';
  currentTime = 0;
  destination = {};
  async resume() {
    this.state = 'running';
  }
  createGain() {
    return { gain: { value: 1 }, connect: (next: unknown) => next };
  }
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => played.push([oscillator.type, oscillator.frequency.value]),
      stop: () => undefined,
    };
    return oscillator;
  }
}

beforeEach(() => {
  played.length = 0;
  installCamera();
  Object.assign(globalThis, { AudioContext: FakeAudioContext });
});

afterEach(() => {
  delete (globalThis as { AudioContext?: unknown }).AudioContext;
});

it.each<[string, DoorOutcome, [string, number]]>([
  ['a high chirp for an admitted ticket', ADMITTED, ['sine', 1320]],
  [
    'a low buzz for a foreign code',
    { kind: 'invalid', message: 'Tiket tidak valid' },
    ['square', 220],
  ],
])('plays %s once the staff has switched the sound on', async (_what, outcome, tone) => {
  const vibrate = jest.fn();
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
  const { user } = await renderDoor(fakeAdmission(() => outcome));
  await user.click(screen.getByRole('button', { name: 'Nyalakan suara' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Suara menyala' })).toHaveAttribute(
      'aria-pressed',
      'true',
    ),
  );
  view.code = 'GCW2.SEM-0123456789ABCDEF.sig';
  await screen.findByRole('alert');
  await waitFor(() => expect(played).toContainEqual(tone));
  expect(vibrate).toHaveBeenCalledTimes(1);
});
