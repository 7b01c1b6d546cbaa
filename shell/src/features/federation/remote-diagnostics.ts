import type { ClientErrorReport } from '@gcw/shared';
import { CLIENT_ERROR_PATH } from '@gcw/shared';

import type { RemoteBuildInfo, RemoteFailureReason } from '../../lib/remote-load-error';

/** One structured report of a remote that did not render; the same shape everywhere it goes. */
export type RemoteDiagnostic = ClientErrorReport & { page: string; at: string };

let clientErrorUrl = CLIENT_ERROR_PATH;

/** The API's client-error log lives beside the API the shell talks to. */
export function configureDiagnostics(apiOrigin: string) {
  clientErrorUrl = `${apiOrigin.replace(/\/$/, '')}${CLIENT_ERROR_PATH}`;
}

// One line, as the log wants it: line breaks of stack traces and runtime messages folded.
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Console, analytics data layer and the API's client-error log: an operator can find any
 * failure of any remote by its build id and reason, and the user's page stays as it is.
 */
export function reportRemoteFailure(
  remote: string,
  reason: RemoteFailureReason,
  detail: string,
  info: RemoteBuildInfo = {},
): RemoteDiagnostic {
  const diagnostic: RemoteDiagnostic = {
    kind: 'remote-load',
    remote,
    reason,
    detail: oneLine(detail).slice(0, 2000),
    ...(info.buildId ? { buildId: oneLine(info.buildId).slice(0, 100) } : {}),
    ...(info.wanted ? { wanted: info.wanted } : {}),
    ...(info.found ? { found: info.found } : {}),
    page: window.location.pathname.slice(0, 300),
    at: new Date().toISOString(),
  };
  console.error(`[federation] ${remote} ${reason}: ${diagnostic.detail}`, diagnostic);
  const win = window as DataLayerWindow;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ event: 'remote_error', ...diagnostic });
  // keepalive: the report still goes out when the user leaves the page right away.
  void fetch(clientErrorUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...diagnostic, userAgent: navigator.userAgent.slice(0, 400) }),
    keepalive: true,
  }).catch(() => undefined);
  return diagnostic;
}
