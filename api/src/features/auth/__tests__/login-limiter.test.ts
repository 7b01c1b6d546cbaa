import { tooManyAttempts, waitText } from '../login-limiter';

describe('how long a refused sign-in waits, in words', () => {
  test.each([
    [1, '1 detik'],
    [59, '59 detik'],
    [60, '1 menit'],
    [61, '2 menit'],
    [900, '15 menit'],
    [119 * 60, '119 menit'],
    [120 * 60, '2 jam'],
    [24 * 3600, '24 jam'],
  ])('%i s reads "%s"', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });

  test('the 429 carries the wait in its Message, its Retry-After and its body', () => {
    const error = tooManyAttempts(899.2);
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe('Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.');
    expect(error.extra).toEqual({ RetryAfter: 900 });
    expect((error as typeof error & { retryAfterS: number }).retryAfterS).toBe(900);
  });
});
