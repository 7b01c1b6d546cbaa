import { array, mixed, object } from 'yup';

import { pageOf } from './admin-responses';
import {
  CERTIFICATE_JOB_STATUSES,
  CERTIFICATE_KINDS,
  CERTIFICATE_STATUSES,
  CERTIFICATE_TEMPLATE_KEYS,
} from './certificates';
import { COMPETITION_TYPES } from './event-name';
import { EVENT_STATUSES } from './event-status';
import { flag, int, maybeInt, maybeText, oneOf, text } from './response-fields';

/** The answers of the e-certificate routes, checked by the contract tests. */

const competition = () =>
  mixed()
    .oneOf([...COMPETITION_TYPES])
    .nullable()
    .defined()
    .meta({ jsonSchema: { enum: [...COMPETITION_TYPES, null] } });

/** CertificateTemplate. */
export const certificateTemplateResponse = object({
  key: oneOf(CERTIFICATE_TEMPLATE_KEYS),
  title: text(),
  body: text(),
  event_date: maybeText(),
  signers: array(
    object({ name: text(), role: text(), signature_file_id: maybeInt() }).defined(),
  ).defined(),
  background_file_id: maybeInt(),
  logo_file_id: maybeInt(),
  updated_at: maybeText(),
});
export const certificateTemplatesResponse = array(certificateTemplateResponse.defined()).defined();

/** Certificate. */
export const certificateResponse = object({
  code: text(),
  kind: oneOf(CERTIFICATE_KINDS),
  competition: competition(),
  template_key: oneOf(CERTIFICATE_TEMPLATE_KEYS),
  recipient_name: text(),
  institusi: maybeText(),
  event_name: text(),
  role_text: text(),
  team_name: maybeText(),
  issued_at: text(),
  revoked_at: maybeText(),
  revoke_reason: maybeText(),
});
export const certificatesResponse = array(certificateResponse.defined()).defined();

/** Page<AdminCertificate>. */
export const adminCertificateResponse = certificateResponse.shape({ user_id: int() });
export const adminCertificatesPageResponse = pageOf(adminCertificateResponse);

/** CertificateVerification: public. */
export const certificateVerificationResponse = object({
  code: text(),
  name: text(),
  kind: oneOf(CERTIFICATE_KINDS),
  kind_label: text(),
  event_name: text(),
  event_date: maybeText(),
  issued_at: text(),
  status: oneOf(CERTIFICATE_STATUSES),
  revoked_at: maybeText(),
});

/** CertificateJob. */
export const certificateJobResponse = object({
  id: int(),
  template_key: oneOf(CERTIFICATE_TEMPLATE_KEYS),
  total: int(),
  done: int(),
  failed: int(),
  status: oneOf(CERTIFICATE_JOB_STATUSES),
  created_at: text(),
  finished_at: maybeText(),
  created_by_name: text(),
});
export const certificateJobsResponse = array(certificateJobResponse.defined()).defined();

/** CertificateCandidates. */
export const certificateCandidatesResponse = object({
  candidates: array(
    object({
      user_id: int(),
      name: text(),
      institusi: maybeText(),
      team_id: maybeInt(),
      team_name: maybeText(),
      already_issued: flag(),
    }).defined(),
  ).defined(),
  teams: array(
    object({
      team_id: int(),
      team_name: text(),
      status: oneOf(EVENT_STATUSES),
      members: int(),
    }).defined(),
  ).defined(),
});

/** CertificateImageUpload. */
export const certificateImageResponse = object({ file_id: int() });
