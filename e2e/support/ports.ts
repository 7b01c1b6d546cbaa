/**
 * Every server of the e2e stack, each on its own loopback port as in a real deployment.
 * `E2E_PORT_BASE` moves the whole block (two stacks on one machine must not collide).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const PORTS = {
  shell: base,
  mfe_landing: base + 1,
  mfe_auth: base + 2,
  mfe_dashboard: base + 3,
  mfe_admin: base + 4,
  fixtures: base + 5,
  /** Nothing ever listens here: a remote that is down. */
  dead: base + 99,
  api: base + 90,
  /** Two API instances on one PostgreSQL database and the product host balancing them. */
  instanceA: base + 91,
  instanceB: base + 92,
  instancesHost: base + 93,
} as const;

export const SHELL_URL = `http://127.0.0.1:${PORTS.shell}`;
export const API_URL = `http://127.0.0.1:${PORTS.api}`;

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
