import { useEffect, useState } from 'react';

import { useAuthorizedRequest } from './authorized-request';
import { errorMessage } from './transport';
import type { TransportError } from './transport';

export type AuthorizedFileState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; objectUrl: string; type: string }
  | { status: 'error'; message: string };

const defaultMessage = (error: TransportError) => errorMessage(error, 'Berkas gagal dimuat.');

/**
 * Uploaded files are served only to their owner and the admins, so an <img> or <iframe> cannot
 * point at them: the bytes come once through the shell's transport (its token and refresh) and
 * show through an object URL, revoked when the path changes or the page closes.
 */
export function useAuthorizedFile(
  path: string | null,
  describeError: (error: TransportError) => string = defaultMessage,
): AuthorizedFileState {
  const request = useAuthorizedRequest();
  const [state, setState] = useState<AuthorizedFileState>({ status: 'idle' });

  useEffect(() => {
    if (!path) return undefined;
    let cancelled = false;
    let objectUrl: string | null = null;
    setState({ status: 'loading' });
    void request<Blob>({ path, as: 'blob' }).then((result) => {
      if (cancelled) return;
      if (result.error) {
        setState({ status: 'error', message: describeError(result.error) });
        return;
      }
      objectUrl = URL.createObjectURL(result.data);
      setState({ status: 'ready', objectUrl, type: result.data.type });
    });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // describeError is a formatting choice of the caller, not a reason to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, request]);

  return path ? state : { status: 'idle' };
}
