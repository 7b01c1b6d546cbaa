import { createServer } from 'node:http';
import type { Server } from 'node:http';

/** A stand-in for one API instance: answers every request with its name, body read first. */
export class StandInApi {
  server: Server | null = null;
  port = 0;
  /** Requests it answered, by method. */
  readonly seen: string[] = [];
  /** Takes requests and never answers them (a stuck instance). */
  silent = false;
  constructor(readonly name: string) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.server = createServer((req, res) => {
      let size = 0;
      req.on('data', (chunk: Buffer) => (size += chunk.length));
      req.on('end', () => {
        this.seen.push(req.method ?? '');
        if (this.silent) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ who: this.name, size }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
    return this;
  }

  async stop() {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
