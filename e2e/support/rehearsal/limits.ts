/**
 * The API's default per-address limits (api/src/core/config.ts, config-limits.ts and
 * config-mail.ts; the rows of api/README.md), written here because the API's config module
 * does not load in Playwright's test runner.
 */
const DEFAULT_MAX = {
  REGISTER_RATE_LIMIT_IP_MAX: 20, // per 10 min
  LOGIN_RATE_LIMIT_IP_MAX: 30, // per 15 min, every sign-in attempt
  ACCOUNT_RATE_LIMIT_IP_MAX: 30, // per hour, each of reset, resend and verify
} as const;

/**
 * A whole class from one address (a campus lab behind one NAT, or this rehearsal on 127.0.0.1)
 * is refused by these defaults: each is a finding. Only the limits `students` would pass are
 * raised, each to just above what the rehearsal needs, and the rehearsal names them.
 */
export function limitsFor(
  students: number,
  adminSignIns: number,
  invites = 0,
): Record<string, string> {
  // An invited member opens one link and signs in once or twice (HTTP and a browser).
  const uses = {
    REGISTER_RATE_LIMIT_IP_MAX: students,
    LOGIN_RATE_LIMIT_IP_MAX: students + adminSignIns + 2 * invites,
    ACCOUNT_RATE_LIMIT_IP_MAX: students + invites,
  };
  const raised: Record<string, string> = {};
  for (const [name, max] of Object.entries(DEFAULT_MAX)) {
    const used = uses[name as keyof typeof uses];
    if (used > max) raised[name] = String(used + 10);
  }
  return raised;
}
