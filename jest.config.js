/** One Jest run over every package; each package keeps its own config next to its code. */
module.exports = {
  // A global option (per-project values are ignored from the root): CI has 2 busy cores, and
  // argon2id at 19 MiB plus a database per test file is slow there. One worker (Jest's default
  // on 2 cores): two made the suite 6 minutes shorter but tests waiting on the page (1 s) or
  // on a timing of the product host failed under the load.
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
