import {
  COUNTDOWN_ARRIVED,
  COUNTDOWN_OVER,
  countdownMessage,
  countdownParts,
} from '../countdown-parts';

const target = Date.parse('2025-07-26T00:00:00+07:00');
const DAY = 86_400_000;

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = target - ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000 - 500;
    expect(countdownParts(target, now)).toEqual({
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6,
      done: false,
    });
  });

  it('is all zero and done at and after the target, never negative', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(countdownParts(target, target)).toEqual(zero);
    expect(countdownParts(target, target + 86_400_000)).toEqual(zero);
  });

  it('treats an unreadable target as reached', () => {
    expect(countdownParts(Number.NaN, Date.now()).done).toBe(true);
  });
});

describe('countdownMessage', () => {
  it('says nothing while counting, that the day has come on it, and that it is past after', () => {
    expect(countdownMessage(target, target - 1000)).toBeNull();
    expect(countdownMessage(target, target)).toBe(COUNTDOWN_ARRIVED);
    expect(countdownMessage(target, target + DAY - 1)).toBe(COUNTDOWN_ARRIVED);
    expect(countdownMessage(target, target + DAY)).toBe(COUNTDOWN_OVER);
    // A year later (a fresh install's date of R9.2 seen in 2026) it has not "arrived".
    expect(countdownMessage(target, Date.parse('2026-11-27T10:00:00+07:00'))).toBe(
      'Hitung mundur telah selesai: acara sudah berlangsung.',
    );
  });
});
