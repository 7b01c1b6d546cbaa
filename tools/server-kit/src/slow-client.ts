import { connect } from 'node:net';

export type SlowKind = 'headers' | 'body' | 'idle';

export interface SlowResult {
  kind: SlowKind;
  /** From the connection (idle: from the end of the answer) to the server closing it. */
  closedAfterMs: number;
  /** The status of the last answer the server wrote, if any (408 for a timeout). */
  status: number | null;
}

/**
 * One slow client: `headers` sends its headers a line at a time and never finishes them;
 * `body` sends complete headers, then its declared body a byte at a time; `idle` asks one
 * thing on a kept connection and then says nothing. Resolves when the server closes it.
 */
export function slowClient(url: string, kind: SlowKind, path: string, everyMs = 100) {
  const { hostname, port } = new URL(url);
  return new Promise<SlowResult>((resolve) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    let since = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const trickle = (line: (i: number) => string) => {
      let i = 0;
      timer = setInterval(() => socket.writable && socket.write(line((i += 1))), everyMs);
    };
    socket.on('connect', () => {
      since = Date.now();
      if (kind === 'headers') {
        socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\n`);
        trickle((i) => `X-Slow-${i}: 1\r\n`);
      } else if (kind === 'body') {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
            `Content-Length: 100000\r\n\r\n{"email":"`,
        );
        trickle(() => 'a');
      } else socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      // Idle: the clock starts once the answer is in.
      if (kind === 'idle') since = Date.now();
    });
    // Writing to a connection the server has cut fails; its close comes next.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
      resolve({ kind, closedAfterMs: Date.now() - since, status: statuses.at(-1) ?? null });
    });
  });
}
