import type { RemoteName, RemoteRoutesModule } from '@gcw/shared';
import { useCallback, useEffect, useState } from 'react';

import { forgetRemote, loadRemoteOnce, readyRemote, RemoteLoadError } from './remote-load-cache';

export type RemoteFailure = 'timeout' | 'unavailable' | 'invalid';

export type RemoteLoadState =
  | { status: 'loading'; slow: boolean }
  | { status: 'ready'; module: RemoteRoutesModule }
  | { status: 'failed'; reason: RemoteFailure; detail: string };

/** After this long the progress indicator says the page is still coming. */
export const SLOW_REMOTE_MS = 2_500;

function initialState(name: RemoteName): RemoteLoadState {
  const module = readyRemote(name);
  return module ? { status: 'ready', module } : { status: 'loading', slow: false };
}

/** Loads a remote's routes with progress, a timeout and a manual retry. */
export function useRemoteRoutes(name: RemoteName, timeoutMs: number) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteLoadState>(() => initialState(name));

  useEffect(() => {
    let active = true;
    const known = readyRemote(name);
    if (known) {
      setState({ status: 'ready', module: known });
      return undefined;
    }
    setState({ status: 'loading', slow: false });
    const slowTimer = setTimeout(() => {
      if (active)
        setState((current) =>
          current.status === 'loading' ? { ...current, slow: true } : current,
        );
    }, SLOW_REMOTE_MS);
    const timeoutTimer = setTimeout(() => {
      if (!active) return;
      active = false;
      forgetRemote(name);
      setState({
        status: 'failed',
        reason: 'timeout',
        detail: `${name} took longer than ${timeoutMs} ms`,
      });
    }, timeoutMs);
    const settle = () => {
      clearTimeout(slowTimer);
      clearTimeout(timeoutTimer);
    };
    loadRemoteOnce(name, attempt > 0).then(
      (module) => {
        if (!active) return;
        settle();
        setState({ status: 'ready', module });
      },
      (error: unknown) => {
        if (!active) return;
        settle();
        const reason = error instanceof RemoteLoadError ? error.reason : 'unavailable';
        setState({
          status: 'failed',
          reason,
          detail: error instanceof Error ? error.message : String(error),
        });
      },
    );
    return () => {
      active = false;
      settle();
    };
  }, [name, attempt, timeoutMs]);

  const retry = useCallback(() => {
    forgetRemote(name);
    setAttempt((value) => value + 1);
  }, [name]);

  return { state, retry, attempt };
}
