/** Every server of the e2e stack, each on its own loopback port as in a real deployment. */
export const PORTS = {
  shell: 3100,
  mfe_landing: 3101,
  mfe_auth: 3102,
  mfe_dashboard: 3103,
  mfe_admin: 3104,
  fixtures: 3105,
  /** Nothing ever listens here: a remote that is down. */
  dead: 3199,
  api: 3190,
} as const;

export const SHELL_URL = `http://127.0.0.1:${PORTS.shell}`;
export const API_URL = `http://127.0.0.1:${PORTS.api}`;

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
