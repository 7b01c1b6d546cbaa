import { cpSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { FIXTURE_DIST, WORKSPACE_ROOT } from './paths';
import { PORTS } from './ports';
import type { RemoteName } from './remotes-map';

/**
 * How a copy differs from the deployed build: its `./routes` module throws when it runs, the
 * chunks of `./routes` are gone (404), or some text of `./routes` reads otherwise.
 */
export type Alteration =
  | { kind: 'routes-throw' }
  | { kind: 'routes-chunks-missing' }
  | { kind: 'routes-text'; from: string; to: string };

interface Manifest {
  metaData: { buildInfo: { buildVersion: string }; remoteEntry: { name: string } };
  exposes: { path: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

function routesExpose(manifest: Manifest) {
  const expose = manifest.exposes.find((entry) => entry.path === './routes');
  if (!expose) throw new Error('the build exposes no ./routes');
  return expose.assets.js;
}

/** The module id the container's `./routes` getter requires, read from its remote entry. */
function routesModuleId(entryCode: string): string {
  const match = /"\.\/routes":\(\)=>[^]*?\.then\(\(\)=>\(\)=>\w+\("([^"]+)"\)\)/.exec(entryCode);
  if (!match?.[1]) throw new Error('no ./routes module id in the remote entry');
  return match[1];
}

function alter(folder: string, manifest: Manifest, alteration: Alteration) {
  const routes = routesExpose(manifest);
  const file = (name: string) => path.join(folder, name);
  if (alteration.kind === 'routes-chunks-missing') {
    for (const chunk of [...routes.sync, ...routes.async]) unlinkSync(file(chunk));
    return;
  }
  const chunk = file(routes.sync[0] ?? '');
  const code = readFileSync(chunk, 'utf8');
  if (alteration.kind === 'routes-text') {
    if (!code.includes(alteration.from)) throw new Error(`"${alteration.from}" not in ./routes`);
    writeFileSync(chunk, code.split(alteration.from).join(alteration.to));
    return;
  }
  const id = routesModuleId(readFileSync(file(manifest.metaData.remoteEntry.name), 'utf8'));
  const factory = new RegExp(`([,{]"?${id}"?\\([^)]*\\)\\{)`);
  if (!factory.test(code)) throw new Error(`no factory of module ${id} in ${chunk}`);
  writeFileSync(
    chunk,
    code.replace(factory, '$1throw new Error("gcw-e2e: ./routes rusak di build ini");'),
  );
}

/**
 * Publishes a copy of a remote's deployed build (its `dist/`) under another build id, altered,
 * as an operator might by hand: the same files, so the same chunk ids, module ids and
 * chunk-loading global as the build it was copied from. Served by the stack's fixtures host;
 * returns the URL of its `mf-manifest.json`.
 */
export function publishAlteredCopy(
  remote: RemoteName,
  folderName: string,
  alteration: Alteration,
): string {
  const source = path.join(WORKSPACE_ROOT, remote.replace('_', '-'), 'dist');
  const folder = path.join(FIXTURE_DIST, folderName);
  rmSync(folder, { recursive: true, force: true });
  cpSync(path.join(source, 'static'), path.join(folder, 'static'), { recursive: true });
  const manifest = JSON.parse(
    readFileSync(path.join(source, 'mf-manifest.json'), 'utf8'),
  ) as Manifest;
  manifest.metaData.buildInfo.buildVersion = folderName;
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  alter(folder, manifest, alteration);
  return `http://127.0.0.1:${PORTS.fixtures}/${folderName}/mf-manifest.json`;
}

export function removeCopy(folderName: string) {
  rmSync(path.join(FIXTURE_DIST, folderName), { recursive: true, force: true });
}
