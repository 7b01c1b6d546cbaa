import http from 'node:http';
import type { ClientRequest, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';

import type { ReplayableBody } from './replayable-body';

// Kept connections are closed by the host after 4 s idle, well before the API's keep-alive
// timeout (72 s by default, Node's own 5 s at the least): the host rarely sends on a connection
// the instance is closing at that very moment.
const IDLE_MS = 4000;
const AGENTS = {
  'http:': {
    keep: new http.Agent({ keepAlive: true, timeout: IDLE_MS }),
    fresh: new http.Agent({ keepAlive: false }),
  },
  'https:': {
    keep: new https.Agent({ keepAlive: true, timeout: IDLE_MS }),
    fresh: new https.Agent({ keepAlive: false }),
  },
};

export interface AttemptInit {
  method: string;
  path: string;
  headers: OutgoingHttpHeaders;
  body: ReplayableBody;
  /**
   * A connection of its own. Writes always get one: a failure to connect then proves the
   * request never reached the instance, where a kept connection that the instance closes just
   * as the request is written leaves that unknown.
   */
  fresh: boolean;
  /**
   * An instance that accepted the request and then says nothing for this long (stuck, or its
   * host gone without a reset) has lost it: without this the request would wait forever.
   */
  silenceMs: number;
  signal: AbortSignal;
}

export type Outcome =
  | { kind: 'answer'; response: IncomingMessage; request: ClientRequest }
  /** Refused, or cut before one byte of the request was written: the instance never saw it. */
  | { kind: 'not-delivered'; code: string }
  /** Cut after the request went out: the instance may have done it. */
  | { kind: 'lost'; code: string; reused: boolean };

/** One try of a request at one API instance. Never rejects. */
export function attempt(origin: string, init: AttemptInit): Promise<Outcome> {
  const url = new URL(origin);
  const https_ = url.protocol === 'https:';
  const agents = AGENTS[https_ ? 'https:' : 'http:'];
  return new Promise((resolve) => {
    const request = (https_ ? https : http).request({
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port,
      method: init.method,
      path: init.path,
      headers: { ...init.headers, host: url.host },
      agent: init.fresh ? agents.fresh : agents.keep,
      signal: init.signal,
    });
    request.setTimeout(init.silenceMs, () => {
      request.destroy(
        Object.assign(new Error('the API instance went silent'), { code: 'ETIMEDOUT' }),
      );
    });
    let socket: Socket | null = null;
    let connected = false;
    let settled = false;
    request.once('socket', (s: Socket) => {
      socket = s;
      if (s.connecting) s.once('connect', () => (connected = true));
      else connected = true;
    });
    request.once('response', (response) => {
      settled = true;
      init.body.detach();
      resolve({ kind: 'answer', response, request });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      // After the answer: the instance stopped reading a body it had refused; its answer stands.
      if (settled) return;
      settled = true;
      init.body.detach();
      const written = (socket as Socket | null)?.bytesWritten ?? 0;
      const code = error.code ?? 'ERR';
      resolve(
        connected && written > 0
          ? { kind: 'lost', code, reused: request.reusedSocket }
          : { kind: 'not-delivered', code },
      );
    });
    init.body.pipeTo(request);
  });
}
