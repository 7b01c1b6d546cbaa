/** An error that becomes a 4xx answer `{ Message, Errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /**
     * More top-level fields of the error body, e.g. `Reason` of a refused account link, or
     * `RetryAfter` (seconds) of a refused sign-in, `Decisions` of a decision that came second.
     */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Silakan masuk terlebih dahulu') =>
  new HttpError(401, message);
export const forbidden = (message = 'Anda tidak memiliki akses') => new HttpError(403, message);
export const notFound = (message = 'Tidak ditemukan') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, message, errors);
