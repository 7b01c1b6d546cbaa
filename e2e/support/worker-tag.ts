/**
 * The Playwright worker this process is (two run at once in CI): part of every generated
 * e-mail, team name and NIM, so two workers that generate one in the same millisecond with the
 * same counter still make different ones.
 */
export const WORKER_TAG = process.env.TEST_WORKER_INDEX ?? '0';
