/** One Jest run over every package; each package keeps its own config next to its code. */
module.exports = {
  // A global option (per-project values are ignored from the root): CI has 2 busy cores, and
  // argon2id at 19 MiB plus a database per test file is slow there. `test:unit` runs two
  // workers (Jest's default on 2 cores is one, in band): a test file mostly waits on its
  // database or its server, so the second core was idle (14 → about 8 minutes on 2 cores).
  testTimeout: 30_000,
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mfe-landing',
    '<rootDir>/mfe-auth',
    '<rootDir>/mfe-dashboard',
    '<rootDir>/mfe-admin',
    '<rootDir>/api',
    '<rootDir>/tools',
  ],
};
