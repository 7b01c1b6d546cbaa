/** One Jest run over every package; each package keeps its own config next to its code. */
module.exports = {
  // Global options (per-project values are ignored from the root): CI has 2 busy cores, and
  // argon2id at 19 MiB plus a database per test file is slow there. Two workers, where Jest's
  // default on 2 cores is one: a test file waiting on its database leaves a core idle, and two
  // made the suite about 6 minutes shorter. Page tests wait up to 20 s for what they look for,
  // and a page test may take 120 s (jest.setup-dom.js); the product host's tests poll instead
  // of sleeping, since under that load a 1 s and then a 5 s wait, or a fixed sleep, failed.
  maxWorkers: 2,
  testTimeout: 30_000,
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/host',
    '<rootDir>/mfe-landing',
    '<rootDir>/mfe-auth',
    '<rootDir>/mfe-dashboard',
    '<rootDir>/mfe-admin',
    '<rootDir>/api',
    '<rootDir>/tools',
  ],
};
