// `pnpm start` builds only what has no build yet: a fresh clone builds everything once.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apps = ['shell', 'mfe-landing', 'mfe-auth', 'mfe-dashboard', 'mfe-admin'];
for (const app of apps) {
  const marker = path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
  if (existsSync(marker)) continue;
  console.log(`Building ${app}…`);
  execSync('pnpm build', { cwd: path.join(root, app), stdio: 'inherit' });
}
