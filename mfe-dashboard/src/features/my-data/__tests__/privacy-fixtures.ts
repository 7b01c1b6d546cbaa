import type { ConsentStatus, DataExport, ErasurePreview } from '@gcw/shared';
import { PRIVACY_NOTICE_VERSION } from '@gcw/shared';

export const CONSENT = 'GET /privacy/consent';
export const EXPORTS = 'GET /privacy/exports';
export const REQUEST_EXPORT = 'POST /privacy/exports';
export const PREVIEW = 'GET /privacy/erasure';
export const ERASE = 'POST /privacy/erasure';
export const archivePath = (id: number) =>
  `GET /api/v1/gcw/resources/privacy/exports/${id}/archive`;

export const CONSENT_STATUS: ConsentStatus = {
  version: PRIVACY_NOTICE_VERSION,
  accepted_version: PRIVACY_NOTICE_VERSION,
  accepted_at: '2026-12-03T02:30:00.000Z',
  current: true,
};

export function dataExport(overrides: Partial<DataExport> = {}): DataExport {
  return {
    id: 12,
    status: 'pending',
    requested_at: '2026-12-10T03:00:00.000Z',
    ready_at: null,
    expires_at: null,
    size: null,
    file_count: null,
    ...overrides,
  };
}

export const READY = dataExport({
  status: 'ready',
  ready_at: '2026-12-10T03:01:00.000Z',
  expires_at: '2026-12-10T04:01:00.000Z',
  size: 2_621_440,
  file_count: 3,
});

export function preview(overrides: Partial<ErasurePreview> = {}): ErasurePreview {
  return {
    teams: [
      {
        team_id: 4,
        team_name: 'Garuda',
        event: 'Hackathon',
        outcome: 'handover',
        new_leader_name: 'Budi Santoso',
      },
      {
        team_id: 9,
        team_name: 'Rajawali',
        event: 'Competitive Programming',
        outcome: 'dissolve',
        new_leader_name: null,
      },
    ],
    seminar_registered: true,
    files: 4,
    certificates_kept: 1,
    payments_kept: 1,
    has_password: true,
    blocked: null,
    ...overrides,
  };
}
