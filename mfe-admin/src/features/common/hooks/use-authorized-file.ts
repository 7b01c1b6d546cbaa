import { selectAccessToken, selectAppConfig, useAppSelector } from '@gcw/shared';
import { useEffect, useState } from 'react';

import { apiUrl, fetchWithToken } from '../api/fetch-with-token';

export type FileState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; objectUrl: string; type: string }
  | { status: 'error'; message: string };

/**
 * Uploaded files are served only with the Bearer token, so an <img>/<iframe> cannot point at
 * them directly: the file is fetched once and shown through an object URL, revoked on unmount.
 */
export function useAuthorizedFile(path: string | null): FileState {
  const token = useAppSelector(selectAccessToken);
  const { apiOrigin } = useAppSelector(selectAppConfig);
  const [state, setState] = useState<FileState>({ status: 'idle' });

  useEffect(() => {
    if (!path) return undefined;
    let cancelled = false;
    let objectUrl: string | null = null;
    setState({ status: 'loading' });
    fetchWithToken(apiUrl(apiOrigin, path), token)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', objectUrl, type: blob.type });
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setState({
            status: 'error',
            message: error instanceof Error ? error.message : 'Gagal mengambil berkas.',
          });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, token, apiOrigin]);

  return path ? state : { status: 'idle' };
}
