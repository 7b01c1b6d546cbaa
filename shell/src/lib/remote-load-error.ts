import type { RemoteFailureReason } from '@gcw/shared';

export type { RemoteFailureReason };

/** What the shell knows of the build that failed, for the diagnostic. */
export interface RemoteBuildInfo {
  buildId?: string;
  /** The contract range the remote declared. */
  wanted?: string;
  /** The contract version the shell provides. */
  found?: string;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly reason: RemoteFailureReason,
    message: string,
    readonly info: RemoteBuildInfo = {},
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

/** MF runtime codes and browser chunk errors mean the files did not arrive. */
const NETWORK_ERROR =
  /RUNTIME-0(0[1-9]|1[0-9])|ScriptNetworkError|ChunkLoadError|Loading (css )?chunk|Failed to fetch|NetworkError|retry-?plugin|RetryPlugin/i;

/** A failure of `loadRemote` after the manifest was fine: its files, or its own code. */
export function classifyLoadFailure(error: unknown): RemoteFailureReason {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return NETWORK_ERROR.test(text) ? 'network' : 'import-error';
}
