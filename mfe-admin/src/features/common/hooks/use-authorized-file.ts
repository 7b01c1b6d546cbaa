import { useAuthorizedRequest } from '@gcw/shared';
import { useEffect, useState } from 'react';

import { fileErrorMessage } from '../api/file-error-message';

export type FileState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; objectUrl: string; type: string }
  | { status: 'error'; message: string };

/**
 * Uploaded files are served only to a signed-in admin, so an <img>/<iframe> cannot point at
 * them directly: the file is fetched once through the shell's transport and shown through an
 * object URL, revoked on unmount.
 */
export function useAuthorizedFile(path: string | null): FileState {
  const request = useAuthorizedRequest();
  const [state, setState] = useState<FileState>({ status: 'idle' });

  useEffect(() => {
    if (!path) return undefined;
    let cancelled = false;
    let objectUrl: string | null = null;
    setState({ status: 'loading' });
    void request<Blob>({ path, as: 'blob' }).then((result) => {
      if (cancelled) return;
      if (result.error) {
        setState({ status: 'error', message: fileErrorMessage(result.error) });
        return;
      }
      objectUrl = URL.createObjectURL(result.data);
      setState({ status: 'ready', objectUrl, type: result.data.type });
    });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, request]);

  return path ? state : { status: 'idle' };
}
