/**
 * `POST /api/v1/client-errors`: what the shell reports when a remote does not render. The
 * shell sends it, the API validates and logs it; both take the reasons from here.
 */
export const REMOTE_FAILURE_REASONS = [
  'network',
  'manifest-missing',
  'manifest-invalid',
  'version-mismatch',
  'contract-mismatch',
  'import-error',
  'render-crash',
  'timeout',
] as const;

export type RemoteFailureReason = (typeof REMOTE_FAILURE_REASONS)[number];

export const CLIENT_ERROR_PATH = '/api/v1/client-errors';

export interface ClientErrorReport {
  kind: 'remote-load';
  remote: string;
  reason: RemoteFailureReason;
  /** One line: the API refuses control characters. */
  detail: string;
  buildId?: string;
  /** The contract range the remote declared. */
  wanted?: string;
  /** The contract version the shell provides. */
  found?: string;
  /** Path only; no query or fragment. */
  page?: string;
  at?: string;
  userAgent?: string;
}
