import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

import { TMP_DIR, WORKSPACE_ROOT } from './paths';

const RENDER = path.join(WORKSPACE_ROOT, 'deploy', 'nginx', 'render.mjs');

/** Debian puts nginx in /usr/sbin, which a user's PATH may lack. */
export function findNginx(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    const candidate = path.join(dir, 'nginx');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * The shipped front (deploy/nginx/gcw.conf.template, filled by its render.mjs) run by this
 * machine's nginx as a child process: not the Debian service, not as a daemon, everything it
 * writes (pid, logs, temporary bodies) in a folder of its own.
 */
export class NginxFront {
  private child: ChildProcess | null = null;
  private dir = '';

  constructor(
    readonly port: number,
    private readonly hosts: string[],
    private readonly apis: string[],
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const nginx = findNginx();
    if (!nginx)
      throw new Error(
        'nginx is not installed, and this spec runs the product behind it (deploy/nginx/). ' +
          "`npm test` installs Debian's nginx when it runs as root on Debian; otherwise " +
          '`sudo apt-get install -y nginx` (or your package manager), then run the spec again.',
      );
    mkdirSync(TMP_DIR, { recursive: true });
    this.dir = mkdtempSync(path.join(TMP_DIR, 'nginx-'));
    // As root nginx's workers run as `nobody`, which must reach the temporary folders.
    chmodSync(this.dir, 0o755);
    execFileSync(process.execPath, [
      RENDER,
      '--listen',
      `127.0.0.1:${this.port}`,
      '--hosts',
      this.hosts.join(','),
      '--apis',
      this.apis.join(','),
      '--out',
      path.join(this.dir, 'site.conf'),
    ]);
    writeFileSync(path.join(this.dir, 'nginx.conf'), this.mainConfig());
    const errorLog = path.join(this.dir, 'error.log');
    const child = spawn(nginx, ['-p', this.dir, '-c', 'nginx.conf', '-e', errorLog], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.child = child;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    let up = false;
    while (!up) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`nginx exited at start:\n${this.errorLog()}`);
      up = await Promise.race([listening(this.port), exited.then(() => false)]);
      if (!up) await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** The main context around the shipped site file: what Debian's /etc/nginx/nginx.conf gives. */
  private mainConfig(): string {
    const at = (name: string) => path.join(this.dir, name);
    return [
      'daemon off;',
      'worker_processes 1;',
      `pid ${at('nginx.pid')};`,
      `error_log ${at('error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      `  access_log ${at('access.log')};`,
      `  client_body_temp_path ${at('body')};`,
      `  proxy_temp_path ${at('proxy')};`,
      `  fastcgi_temp_path ${at('fastcgi')};`,
      `  uwsgi_temp_path ${at('uwsgi')};`,
      `  scgi_temp_path ${at('scgi')};`,
      `  include ${at('site.conf')};`,
      '}',
      '',
    ].join('\n');
  }

  errorLog(): string {
    try {
      return readFileSync(path.join(this.dir, 'error.log'), 'utf8');
    } catch {
      return '(no error log)';
    }
  }

  /** Lines of the access log: method, path and status of every request nginx answered. */
  accessLog(): string[] {
    return readFileSync(path.join(this.dir, 'access.log'), 'utf8').split('\n').filter(Boolean);
  }

  /** SIGQUIT: nginx's graceful stop (requests in flight finish). */
  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }
}
