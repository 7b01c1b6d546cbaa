import type { RemoteName } from '@gcw/shared';
import { useCallback, useEffect, useState } from 'react';

import type { LoadedRemote } from '../../lib/remote-load-cache';
import { forgetRemote, loadRemoteOnce, readyRemote } from '../../lib/remote-load-cache';
import type { RemoteBuildInfo, RemoteFailureReason } from '../../lib/remote-load-error';
import { RemoteLoadError } from '../../lib/remote-load-error';
import { refreshRemotesMap } from '../../lib/remote-registry';
import { reportRemoteFailure } from './remote-diagnostics';

export type RemoteLoadState =
  | { status: 'loading'; slow: boolean }
  | { status: 'ready'; loaded: LoadedRemote }
  | { status: 'failed'; reason: RemoteFailureReason; detail: string; info: RemoteBuildInfo };

/** After this long the progress indicator says the page is still coming. */
export const SLOW_REMOTE_MS = 2_500;

function initialState(name: RemoteName): RemoteLoadState {
  const loaded = readyRemote(name);
  return loaded ? { status: 'ready', loaded } : { status: 'loading', slow: false };
}

function failed(
  name: RemoteName,
  reason: RemoteFailureReason,
  detail: string,
  info: RemoteBuildInfo = {},
): RemoteLoadState {
  reportRemoteFailure(name, reason, detail, info);
  return { status: 'failed', reason, detail, info };
}

/**
 * Loads a remote's page descriptors with progress and a time-out. Every failure is reported
 * once; Retry reads `mf-remotes.json` again, so a fixed deploy is picked up without a reload.
 */
export function useRemoteRoutes(name: RemoteName, timeoutMs: number) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteLoadState>(() => initialState(name));

  useEffect(() => {
    let active = true;
    const known = readyRemote(name);
    if (known) {
      setState({ status: 'ready', loaded: known });
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
      setState(failed(name, 'timeout', `${name} took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    const settle = () => {
      clearTimeout(slowTimer);
      clearTimeout(timeoutTimer);
    };
    loadRemoteOnce(name, attempt > 0).then(
      (loaded) => {
        if (!active) return;
        settle();
        setState({ status: 'ready', loaded });
      },
      (error: unknown) => {
        if (!active) return;
        settle();
        const detail = error instanceof Error ? error.message : String(error);
        setState(
          error instanceof RemoteLoadError
            ? failed(name, error.reason, detail, error.info)
            : failed(name, 'network', detail),
        );
      },
    );
    return () => {
      active = false;
      settle();
    };
  }, [name, attempt, timeoutMs]);

  const retry = useCallback(() => {
    setState({ status: 'loading', slow: false });
    void refreshRemotesMap()
      .catch(() => [])
      .then(() => {
        forgetRemote(name);
        setAttempt((value) => value + 1);
      });
  }, [name]);

  return { state, retry, attempt };
}
