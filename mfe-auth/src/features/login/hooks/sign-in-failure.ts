import { errorMessage } from '@gcw/shared/store';

/**
 * An answer from the API (any HTTP status) is a failed sign-in with the SPEC §8 message. Anything
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

/**
 * The message for an API answer: the SPEC §8 text, except for a 429 (the API's sign-in rate
 * limit), where 'Invalid email or password' would send the user retrying a correct password.
 */
export function answerMessage(error: unknown, specMessage: string): string {
  if ((error as { status?: unknown }).status === 429) {
    return errorMessage(error, 'Too many sign-in attempts. Please try again later.');
  }
  return specMessage;
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
