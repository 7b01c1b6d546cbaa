import { useAuthorizedRequest } from '@gcw/shared';
import { useEffect, useState } from 'react';

export type ImageState =
  { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; objectUrl: string };

/**
 * Uploaded files are served only to their owner, so an <img> cannot point at them: the bytes
 * are fetched through the shell's transport and shown through an object URL, revoked when the
 * path changes.
 */
export function useAuthorizedImage(path: string | null): ImageState {
  const request = useAuthorizedRequest();
  const [state, setState] = useState<ImageState>({ status: 'idle' });

  useEffect(() => {
    if (!path) return undefined;
    let cancelled = false;
    let objectUrl: string | null = null;
    setState({ status: 'loading' });
    void request<Blob>({ path, as: 'blob' }).then((result) => {
      if (cancelled) return;
      if (result.error) {
        setState({ status: 'error' });
        return;
      }
      objectUrl = URL.createObjectURL(result.data);
      setState({ status: 'ready', objectUrl });
    });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, request]);

  return path ? state : { status: 'idle' };
}
