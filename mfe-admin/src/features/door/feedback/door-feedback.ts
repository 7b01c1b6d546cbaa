import type { DoorOutcome } from '../door-admission';

/** How an outcome sounds and feels: a glance is not always possible in a crowd. */
export type Signal = 'ok' | 'warn' | 'fail';

export function signalOf(outcome: DoorOutcome): Signal {
  if (outcome.kind === 'admitted') return 'ok';
  if (outcome.kind === 'repeat') return 'warn';
  return 'fail';
}

/** [frequency Hz, duration ms] per beep; a high short chirp for yes, a low buzz for no. */
const TONES: Record<Signal, { wave: OscillatorType; beeps: [number, number][] }> = {
  ok: { wave: 'sine', beeps: [[1320, 90]] },
  warn: {
    wave: 'triangle',
    beeps: [
      [660, 140],
      [660, 140],
    ],
  },
  fail: { wave: 'square', beeps: [[220, 380]] },
};
const PATTERNS: Record<Signal, number[]> = {
  ok: [60],
  warn: [120, 80, 120],
  fail: [300, 100, 300],
};

let audio: AudioContext | null = null;

/**
 * Browsers start an AudioContext suspended until a user gesture: the screen calls this on its
 * first tap, so that the scans after it can be heard.
 */
export function unlockSound(): boolean {
  const Context = globalThis.AudioContext;
  if (!Context) return false;
  audio ??= new Context();
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  return true;
}

/** The device can beep at all (WebAudio). */
export function canBeep(): boolean {
  return typeof globalThis.AudioContext === 'function';
}

function beep(signal: Signal): void {
  if (!audio || audio.state !== 'running') return;
  const { wave, beeps } = TONES[signal];
  let start = audio.currentTime;
  for (const [frequency, ms] of beeps) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = wave;
    oscillator.frequency.value = frequency;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + ms / 1000);
    start += (ms + 70) / 1000;
  }
}

/** Sound and vibration where the device has them; silently nothing where it has not. */
export function signal(kind: Signal): void {
  beep(kind);
  navigator.vibrate?.(PATTERNS[kind]);
}
