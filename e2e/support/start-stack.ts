import {
  createProductHost,
  createRemoteHost,
  prerenderedPage,
  shellIndexWithBootData,
} from '@gcw/host';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildFixtures } from './build-fixtures';
import {
  createGoogleKeySet,
  E2E_GOOGLE_CLIENT_ID,
  E2E_GOOGLE_JWKS_PATH,
  E2E_GOOGLE_JWKS_URL,
} from './google-keys';
import { MAILBOX_PATH, startMailCatcher } from './mail-catcher';
import { APP_CONFIG_FILE, FIXTURE_DIST, TMP_DIR, WORKSPACE_ROOT } from './paths';
import { API_URL, E2E_ADMIN, PORTS, SHELL_URL } from './ports';
import { ownOriginRemotesMap, REMOTE_NAMES, writeRemotesFile } from './remotes-map';

/** How long the shell waits for a remote in e2e: short enough for the slow-remote test, long enough for a busy 2-core CI machine. */
export const E2E_REMOTE_TIMEOUT_MS = 8_000;

async function waitFor(url: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function startApi(smtpUrl: string) {
  // The API as deployed: its production build (`pnpm build` comes before the e2e run), on node
  // directly (no pnpm wrapper, same process group): a signal to the stack, or Playwright
  // ending the stack's process group, reaches the API itself, so nothing outlives the run (a
  // survivor would also hold Playwright's output pipe open forever).
  if (!existsSync(path.join(WORKSPACE_ROOT, 'api', 'dist', 'main.mjs')))
    throw new Error('api/dist/main.mjs is missing: run `pnpm build` before the e2e suite');
  const api = spawn(process.execPath, ['--enable-source-maps', 'dist/main.mjs'], {
    cwd: path.join(WORKSPACE_ROOT, 'api'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORTS.api),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(TMP_DIR, 'api-data'),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOGIN_RATE_LIMIT_IP_MAX: '100000',
      LOGIN_RATE_LIMIT_ACCOUNT_MAX: '100000',
      LOGIN_RATE_LIMIT_ACCOUNT_GLOBAL_MAX: '100000',
      // Every student of the suite registers from 127.0.0.1 and some look up wrong codes.
      REGISTER_RATE_LIMIT_IP_MAX: '100000',
      JOIN_CODE_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
      // Google sign-in against the stack's own key set (support/google-keys.ts).
      GOOGLE_CLIENT_IDS: E2E_GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: E2E_GOOGLE_JWKS_URL,
      // Mail goes to the stack's own SMTP server (support/mail-catcher.ts); links in
      // it point at the e2e shell. Verification stays required, as deployed: registerStudent
      // verifies through the link of the mail. A fast poll; the worker is also woken right after
      // a request that queued mail.
      SMTP_URL: smtpUrl,
      APP_ORIGIN: SHELL_URL,
      EMAIL_VERIFICATION: 'required',
      MAIL_POLL_MS: '100',
      MAIL_RETRY_BASE_MS: '200',
      SMTP_TIMEOUT_MS: '5000',
      // Every student of the suite verifies from 127.0.0.1: the per-client limit of link calls
      // would otherwise refuse the 31st.
      ACCOUNT_RATE_LIMIT_IP_MAX: '100000',
    },
  });
  const stop = () => api.kill('SIGTERM');
  process.on('exit', stop);
  process.on('SIGTERM', () => process.exit(0));
  process.on('SIGINT', () => process.exit(0));
}

/**
 * The e2e stack: the real API on a fresh embedded database, each remote's build on its own
 * origin with CORS, the fixture remotes, and the shell reading mf-remotes.json from a file the
 * tests may rewrite while it runs.
 */
async function main() {
  rmSync(TMP_DIR, { recursive: true, force: true });
  mkdirSync(TMP_DIR, { recursive: true });
  writeRemotesFile(ownOriginRemotesMap());
  writeFileSync(
    APP_CONFIG_FILE,
    JSON.stringify({
      remoteLoadTimeoutMs: E2E_REMOTE_TIMEOUT_MS,
      googleClientId: E2E_GOOGLE_CLIENT_ID,
    }),
  );
  const googleKeySet = await createGoogleKeySet();
  buildFixtures();
  const mailCatcher = await startMailCatcher();
  startApi(mailCatcher.url);

  for (const name of REMOTE_NAMES) {
    const host = await createRemoteHost({
      root: path.join(WORKSPACE_ROOT, name.replace('_', '-'), 'dist'),
      cors: true,
    });
    await host.listen({ port: PORTS[name], host: '127.0.0.1' });
  }
  const fixtures = await createRemoteHost({ root: FIXTURE_DIST, cors: true });
  // The stand-in for https://www.googleapis.com/oauth2/v3/certs, read by the API on demand.
  fixtures.get(E2E_GOOGLE_JWKS_PATH, async () => googleKeySet);
  // The mail the API sent to one address, for the tests (support/mailbox.ts).
  fixtures.get<{ Querystring: { to?: string } }>(MAILBOX_PATH, async (request) => {
    const to = (request.query.to ?? '').toLowerCase();
    return { mails: mailCatcher.mails.filter((mail) => mail.envelopeTo.includes(to)) };
  });
  await fixtures.listen({ port: PORTS.fixtures, host: '127.0.0.1' });

  await waitFor(`${API_URL}/api/health`, 90_000);
  const shell = await createProductHost({
    root: path.join(WORKSPACE_ROOT, 'shell', 'dist'),
    apiUpstream: API_URL,
    remotesFile: path.join(TMP_DIR, 'mf-remotes.json'),
    appConfigFile: APP_CONFIG_FILE,
    // Tests swap mf-remotes.json in the browser only (to the fixtures' builds, or a remote that
    // is down), which the host's CSP, built from the file on disk, cannot know of.
    trustedOrigins: [
      PORTS.fixtures,
      PORTS.dead,
      PORTS.mfe_landing,
      PORTS.mfe_auth,
      PORTS.mfe_dashboard,
      PORTS.mfe_admin,
    ].map((port) => `http://127.0.0.1:${port}`),
    // As `pnpm start` does: the pages the owning remote's build (in the map) prerendered.
    prerendered: (pathname) =>
      prerenderedPage(pathname, {
        remotesFile: path.join(TMP_DIR, 'mf-remotes.json'),
        mounts: [],
        shellIndexFile: path.join(WORKSPACE_ROOT, 'shell', 'dist', 'index.html'),
      }),
    shellIndex: (pathname) =>
      shellIndexWithBootData(pathname, {
        shellIndexFile: path.join(WORKSPACE_ROOT, 'shell', 'dist', 'index.html'),
        remotesFile: path.join(TMP_DIR, 'mf-remotes.json'),
        appConfigFile: APP_CONFIG_FILE,
        mounts: [],
      }),
  });
  await shell.listen({ port: PORTS.shell, host: '127.0.0.1' });
  console.log(`e2e stack ready at http://127.0.0.1:${PORTS.shell}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
