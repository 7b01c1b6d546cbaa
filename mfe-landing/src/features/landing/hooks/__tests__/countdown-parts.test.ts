import { countdownParts } from '../countdown-parts';

const target = Date.parse('2025-07-26T00:00:00+07:00');

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
