import type {
  AdminCertificate,
  CertificateCandidate,
  CertificateJob,
  CertificateTemplate,
  CertificateTemplateKey,
} from '@gcw/shared';
import { CERTIFICATE_TEMPLATE_KEYS } from '@gcw/shared';

export function template(overrides: Partial<CertificateTemplate> = {}): CertificateTemplate {
  return {
    key: 'seminar',
    title: 'SERTIFIKAT',
    body: 'Diberikan kepada {nama} dari {institusi} atas kehadirannya di {acara}.',
    event_date: null,
    signers: [{ name: 'Dr. Rina', role: 'Ketua Panitia', signature_file_id: null }],
    background_file_id: null,
    logo_file_id: null,
    updated_at: null,
    ...overrides,
  };
}

export const TEMPLATES = CERTIFICATE_TEMPLATE_KEYS.map((key: CertificateTemplateKey) =>
  template({ key }),
);

export function candidate(overrides: Partial<CertificateCandidate> = {}): CertificateCandidate {
  return {
    user_id: 10,
    name: 'Budi Santoso',
    institusi: 'Universitas Negeri Jakarta',
    team_id: null,
    team_name: null,
    already_issued: false,
    ...overrides,
  };
}

export function job(overrides: Partial<CertificateJob> = {}): CertificateJob {
  return {
    id: 7,
    template_key: 'seminar',
    total: 2,
    done: 0,
    failed: 0,
    status: 'queued',
    created_at: '2026-11-27T03:00:00.000Z',
    finished_at: null,
    created_by_name: 'Admin GCW',
    ...overrides,
  };
}

export function issued(overrides: Partial<AdminCertificate> = {}): AdminCertificate {
  return {
    code: 'GCW-C-7K3QH2XM9A',
    kind: 'seminar',
    competition: null,
    template_key: 'seminar',
    recipient_name: 'Budi Santoso',
    institusi: 'Universitas Negeri Jakarta',
    event_name: 'Seminar Nasional GCW',
    role_text: 'Peserta',
    team_name: null,
    issued_at: '2026-11-27T03:00:00.000Z',
    revoked_at: null,
    revoke_reason: null,
    user_id: 10,
    ...overrides,
  };
}
