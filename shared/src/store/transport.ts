import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The error shape every endpoint sees: an HTTP status (or a fetch failure kind) and the data. */
export type TransportError = FetchBaseQueryError;
/** Which API an endpoint talks to: the participant API (default) or the admin API. */
export interface TransportExtraOptions {
  base?: 'participant' | 'admin';
}

export type TransportBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  TransportError,
  TransportExtraOptions
>;

/**
 * The shell owns the transport (base URL, token, single-flight refresh) and hands it to the one
 * store as the thunk extra argument; the shared `api` slice only delegates to it.
 */
export interface TransportExtra {
  transport: TransportBaseQuery;
}

/** The human message of a transport error: the API's `Message`, else a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const candidate = error as { data?: unknown; error?: unknown; message?: unknown };
  const data = candidate.data as { Message?: unknown } | undefined;
  if (data && typeof data.Message === 'string' && data.Message) return data.Message;
  if (typeof candidate.error === 'string' && candidate.error) return candidate.error;
  if (typeof candidate.message === 'string' && candidate.message) return candidate.message;
  return fallback;
}

/** Per-field messages of a 400 answer, for forms that show errors under their fields. */
export function fieldErrors(error: unknown): Record<string, string> {
  const data = (error as { data?: { Errors?: unknown } } | undefined)?.data;
  const errors = data?.Errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string>) : {};
}
