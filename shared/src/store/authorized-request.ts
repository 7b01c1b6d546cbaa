import type { Action, ThunkAction } from '@reduxjs/toolkit';
import type { BaseQueryApi, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';

import { selectAppConfig } from './config-slice';
import { useAppDispatch } from './hooks';
import type { RootState } from './root-reducer';
import type { TransportError, TransportExtra, TransportExtraOptions } from './transport';

/**
 * What the shell's transport also takes, besides the API to talk to: a callback for the
 * upload's progress (0–100), which makes it send the body in a way that reports it.
 */
export interface TransportRequestOptions extends TransportExtraOptions {
  onUploadProgress?: (percent: number) => void;
}

/** A call that carries the session but is not a JSON endpoint: a file, an export, an upload. */
export interface AuthorizedRequest {
  /** A path from the API's root (`/api/v1/...`), as the API hands out file URLs. */
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, string>;
  body?: FormData;
  /** `blob` for files and exports; the API's JSON otherwise. */
  as?: 'json' | 'blob';
  timeoutMs?: number;
  onUploadProgress?: (percent: number) => void;
}

export type AuthorizedResult<T> =
  { data: T; response?: Response; error?: undefined } | { data?: undefined; error: TransportError };

/** The API's address for a root path: against the configured origin, or this page's. */
function absoluteUrl(apiOrigin: string, path: string): string {
  return new URL(`${apiOrigin}${path}`, window.location.href).href;
}

/**
 * Runs a request through the shell's transport (the only code that reads the token; its
 * single-flight refresh replays the request after a 401), as a thunk on the one store.
 */
export function authorizedRequest<T>(
  request: AuthorizedRequest,
): ThunkAction<Promise<AuthorizedResult<T>>, RootState, TransportExtra, Action> {
  return async (dispatch, getState, extra) => {
    // A store built without the shell's transport (a bare test store) has no extra.
    const transport = (extra as Partial<TransportExtra> | undefined)?.transport;
    if (!transport) {
      return { error: { status: 'CUSTOM_ERROR', error: 'No transport configured for the store' } };
    }
    const controller = new AbortController();
    const baseQueryApi: BaseQueryApi = {
      signal: controller.signal,
      abort: (reason) => controller.abort(reason),
      dispatch,
      getState,
      extra,
      endpoint: 'authorizedRequest',
      type: 'mutation',
    };
    const { apiOrigin } = selectAppConfig(getState());
    const options: TransportRequestOptions = { onUploadProgress: request.onUploadProgress };
    const result = await transport(
      {
        url: absoluteUrl(apiOrigin, request.path),
        method: request.method ?? 'GET',
        params: request.params,
        body: request.body,
        timeout: request.timeoutMs,
        responseHandler: request.as === 'blob' ? (response) => response.blob() : 'content-type',
      },
      baseQueryApi,
      options,
    );
    if (result.error) return { error: result.error };
    const meta = result.meta as FetchBaseQueryMeta | undefined;
    return {
      data: (request.as === 'blob' ? result.data : unwrapData(result.data)) as T,
      response: meta?.response,
    };
  };
}

/** The API's envelope carries the answer in `Data`. */
function unwrapData(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'Data' in body
    ? (body as { Data: unknown }).Data
    : body;
}

/** `authorizedRequest` bound to the store of the component. */
export function useAuthorizedRequest() {
  const dispatch = useAppDispatch();
  return useCallback(
    <T>(request: AuthorizedRequest) => dispatch(authorizedRequest<T>(request)),
    [dispatch],
  );
}
