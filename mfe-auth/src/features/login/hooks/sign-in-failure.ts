import { errorMessage } from '@gcw/shared/store';

/**
 * An answer from the API (any HTTP status) is a failed sign-in with the R8.2 message. Anything
 * else (no answer, a timeout, an unreadable body, a thrown error) is an exception, reported with
 * its own message as the description.
 */
export function isApiAnswer(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

/** What the form shows after a failed sign-in; a lockout comes with the way to a new password. */
export interface SignInProblem {
  message: string;
  /** The API refused to check the password for a while (429): the wait is in the message. */
  lockout: boolean;
}

/** What a lockout says when the API's answer carries no message of its own. */
export const LOCKOUT_FALLBACK = 'Terlalu banyak percobaan masuk. Coba lagi nanti.';

/**
 * The problem an API answer means: the R8.2 text, except for a 429 (the API's sign-in rate
 * limit), where 'Invalid email or password' would send the user retrying a correct password:
 * there the API's own message says how long to wait (api/src/features/auth/login-limiter.ts).
 */
export function answerProblem(error: unknown, specMessage: string): SignInProblem {
  if ((error as { status?: unknown }).status === 429) {
    return { message: errorMessage(error, LOCKOUT_FALLBACK), lockout: true };
  }
  return { message: specMessage, lockout: false };
}

export function exceptionDescription(error: unknown): string {
  return errorMessage(error, 'Unexpected error');
}

/** Wraps a non-answer error so the caller's catch reports it like any other exception. */
export class SignInException extends Error {
  constructor(cause: unknown) {
    super(exceptionDescription(cause));
    this.name = 'SignInException';
  }
}
