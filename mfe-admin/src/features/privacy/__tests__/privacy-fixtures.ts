import type { ErasureResult, RetentionOverview, RetentionRun } from '@gcw/shared/contract';

export const RETENTION_ROUTE = 'GET /privacy/retention';
export const RUN_ROUTE = 'POST /privacy/retention/run';
export const ERASE_ROUTE = 'POST /privacy/erasures';

export function retentionRun(overrides: Partial<RetentionRun> = {}): RetentionRun {
  return {
    id: 2,
    ran_at: '2026-12-20T19:00:00.000Z',
    documents: 0,
    payment_proofs: 0,
    submissions: 0,
    log_entries: 0,
    accounts: 0,
    exports: 0,
    ...overrides,
  };
}

export const OVERVIEW: RetentionOverview = {
  settings: {
    documents_days: 90,
    payment_proofs_days: 60,
    submissions_days: 120,
    logs_days: 180,
    unfinished_accounts_days: 30,
    event_end: '2026-12-05',
    event_end_set: true,
    scheduled: true,
  },
  runs: [
    retentionRun({ id: 2, ran_at: '2026-12-21T19:00:00.000Z', documents: 12, log_entries: 340 }),
    retentionRun({ id: 1, ran_at: '2026-12-20T19:00:00.000Z' }),
  ],
};

export const ERASED: ErasureResult = {
  pseudonym: 'Peserta-7F3A',
  files_removed: 3,
  teams_dissolved: 0,
  teams_handed_over: 1,
  certificates_kept: 2,
};
