import { selectAccessToken, selectAppConfig, useAppSelector } from '@gcw/shared';
import { useEffect, useState } from 'react';

export type ImageState =
  { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; objectUrl: string };

/**
 * Uploaded files are served only with the Bearer token, so an <img> cannot point at them: the
 * bytes are fetched with it and shown through an object URL, revoked when the path changes.
 */
export function useAuthorizedImage(path: string | null): ImageState {
  const token = useAppSelector(selectAccessToken);
  const { apiOrigin } = useAppSelector(selectAppConfig);
  const [state, setState] = useState<ImageState>({ status: 'idle' });

  useEffect(() => {
    if (!path) return undefined;
    let cancelled = false;
    let objectUrl: string | null = null;
    setState({ status: 'loading' });
    // Inside a promise so that even a missing fetch ends as the error state, never a crash.
    Promise.resolve()
      .then(() =>
        fetch(`${apiOrigin}${path}`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        }),
      )
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', objectUrl });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, token, apiOrigin]);

  return path ? state : { status: 'idle' };
}
