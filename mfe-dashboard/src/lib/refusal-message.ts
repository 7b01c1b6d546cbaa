import { MESSAGES } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';

/**
 * The API writes its refusals in Indonesian (its `Message`), so they are shown as sent. The one
 * English text a request can still end with is the transport's own session-end rejection, which
 * R8 fixes word for word; a student reads it in Indonesian.
 */
const EXPLAINED: Record<string, string> = {
  [MESSAGES.refreshFailed]: 'Sesi Anda telah berakhir. Silakan masuk lagi.',
};

export function refusalMessage(error: unknown, fallback: string): string {
  const raw = errorMessage(error, fallback);
  return EXPLAINED[raw] ?? raw;
}

export function isStatus(error: unknown, status: number): boolean {
  return (error as { status?: unknown } | undefined)?.status === status;
}
