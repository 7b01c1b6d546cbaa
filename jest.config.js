/** One Jest run over every package; each package keeps its own config next to its code. */
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mfe-landing',
    '<rootDir>/mfe-auth',
    '<rootDir>/mfe-dashboard',
    '<rootDir>/mfe-admin',
    '<rootDir>/api',
  ],
};
