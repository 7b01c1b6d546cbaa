#!/usr/bin/env node
// Fills gcw.conf.template: `node deploy/nginx/render.mjs --listen 80 \
//   --hosts 127.0.0.1:3000,127.0.0.1:3001 --apis 127.0.0.1:4000,127.0.0.1:4001 \
//   [--server-name gcw.example.org] [--upload-max-bytes 5242880] [--out file]`
// prints the site file (or writes it to --out). --upload-max-bytes defaults to UPLOAD_MAX_BYTES,
// the API's variable, so the front takes exactly the uploads the API takes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'gcw.conf.template');
// The API's default UPLOAD_MAX_BYTES (api/src/core/config.ts).
const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
// Room for an upload's multipart framing: up to 20 text fields of 10 kB each (the API's
// limits in api/src/core/security.ts) and the part headers, rounded up generously.
const MULTIPART_OVERHEAD = 1024 * 1024;

function fail(message) {
  console.error(`render.mjs: ${message}`);
  process.exit(2);
}

/** `host:port` entries, each checked, as `server` lines of an upstream block. */
function serverLines(flag, value) {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) fail(`--${flag} needs at least one host:port`);
  for (const entry of entries) {
    if (!/^[\w.-]+:\d{1,5}$|^\[[\da-f:]+\]:\d{1,5}$/i.test(entry))
      fail(`--${flag}: "${entry}" is not host:port`);
  }
  // An instance that refuses a connection is left out for 5 s, then tried again: a restarted
  // instance is back in rotation within seconds, without a health check (nginx has none).
  return entries.map((e) => `    server ${e} max_fails=1 fail_timeout=5s;`);
}

const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '80' },
    hosts: { type: 'string' },
    apis: { type: 'string' },
    'server-name': { type: 'string', default: '_' },
    'upload-max-bytes': { type: 'string', default: process.env.UPLOAD_MAX_BYTES },
    out: { type: 'string' },
  },
});
const hosts = serverLines('hosts', values.hosts);
const apis = serverLines('apis', values.apis);
const uploadMax = Number(values['upload-max-bytes'] ?? DEFAULT_UPLOAD_MAX_BYTES);
if (!Number.isInteger(uploadMax) || uploadMax < 1024)
  fail('--upload-max-bytes must be a whole number of bytes');
if (!/^([\w.:[\]-]+:)?\d{1,5}( [\w ]+)?$/.test(values.listen))
  fail(`--listen "${values.listen}" is not a port or address:port`);

const fill = {
  LISTEN: values.listen,
  SERVER_NAME: values['server-name'],
  HOST_SERVERS: hosts.join('\n'),
  API_SERVERS: apis.join('\n'),
  CLIENT_MAX_BODY_SIZE: `${Math.ceil((uploadMax + MULTIPART_OVERHEAD) / 1024)}k`,
  // Each upstream of a request tried once at most.
  NEXT_UPSTREAM_TRIES: String(Math.max(hosts.length, apis.length)),
};
const text = readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, name) => {
  if (!(name in fill)) fail(`the template names {{${name}}}, which this script does not fill`);
  return fill[name];
});
if (values.out) writeFileSync(values.out, text);
else process.stdout.write(text);
