import path from 'node:path';

export const E2E_ROOT = path.resolve(__dirname, '..');
export const WORKSPACE_ROOT = path.resolve(E2E_ROOT, '..');
export const TMP_DIR = path.join(E2E_ROOT, '.e2e-tmp');
export const REMOTES_FILE = path.join(TMP_DIR, 'mf-remotes.json');
export const APP_CONFIG_FILE = path.join(TMP_DIR, 'app-config.json');
export const FIXTURE_DIR = path.join(E2E_ROOT, 'fixtures', 'remote-variant');
export const FIXTURE_DIST = path.join(FIXTURE_DIR, 'dist');
