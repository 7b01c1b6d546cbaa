import path from 'node:path';

import { PORTS } from './ports';

export const E2E_ROOT = path.resolve(__dirname, '..');
export const WORKSPACE_ROOT = path.resolve(E2E_ROOT, '..');
/**
 * Each stack's own scratch folder (its database, remotes file, Google key): a stack starting on
 * another E2E_PORT_BASE empties only its own, never the folder of a stack already running.
 */
export const TMP_DIR = path.join(
  E2E_ROOT,
  PORTS.shell === 3100 ? '.e2e-tmp' : `.e2e-tmp-${PORTS.shell}`,
);
export const REMOTES_FILE = path.join(TMP_DIR, 'mf-remotes.json');
export const APP_CONFIG_FILE = path.join(TMP_DIR, 'app-config.json');
export const FIXTURE_DIR = path.join(E2E_ROOT, 'fixtures', 'remote-variant');
export const FIXTURE_DIST = path.join(FIXTURE_DIR, 'dist');
