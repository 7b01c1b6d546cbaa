import { num } from './config-parse';

interface Parse {
  env: NodeJS.ProcessEnv;
  problems: string[];
}

/**
 * How long personal data is kept (UU 27/2022: no longer than its purpose needs). Periods count
 * from the event's final day (the `general.final_day` setting), except for accounts that never
 * finished registering, which count from sign-up. The privacy notice shows these figures.
 */
export interface PrivacyConfig {
  retentionDocumentsDays: number;
  retentionPaymentProofsDays: number;
  retentionSubmissionsDays: number;
  retentionLogsDays: number;
  retentionUnfinishedAccountsDays: number;
  /** How often the retention job runs, seconds (0: never on its own; an admin can run it). */
  retentionIntervalS: number;
}

export const PRIVACY_DEFAULTS: PrivacyConfig = {
  retentionDocumentsDays: 90,
  retentionPaymentProofsDays: 90,
  retentionSubmissionsDays: 90,
  retentionLogsDays: 180,
  retentionUnfinishedAccountsDays: 30,
  retentionIntervalS: 86_400,
};

const MAX_DAYS = 3650;

export function loadPrivacyConfig(p: Parse): PrivacyConfig {
  const d = PRIVACY_DEFAULTS;
  return {
    retentionDocumentsDays: num(
      p,
      'RETENTION_DOCUMENTS_DAYS',
      d.retentionDocumentsDays,
      0,
      MAX_DAYS,
    ),
    retentionPaymentProofsDays: num(
      p,
      'RETENTION_PAYMENT_PROOFS_DAYS',
      d.retentionPaymentProofsDays,
      0,
      MAX_DAYS,
    ),
    retentionSubmissionsDays: num(
      p,
      'RETENTION_SUBMISSIONS_DAYS',
      d.retentionSubmissionsDays,
      0,
      MAX_DAYS,
    ),
    retentionLogsDays: num(p, 'RETENTION_LOGS_DAYS', d.retentionLogsDays, 0, MAX_DAYS),
    retentionUnfinishedAccountsDays: num(
      p,
      'RETENTION_UNFINISHED_ACCOUNTS_DAYS',
      d.retentionUnfinishedAccountsDays,
      1,
      MAX_DAYS,
    ),
    retentionIntervalS: num(p, 'RETENTION_INTERVAL', d.retentionIntervalS, 0, 7 * 86_400),
  };
}
