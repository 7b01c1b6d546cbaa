import type { NamedAuditEntry } from '@gcw/shared/contract';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, auditChangeText } from '@gcw/shared/contract';

import { wibTime } from '../../core/list/csv';

export const AUDIT_CSV_HEADER = [
  'ID',
  'Waktu (WIB)',
  'Admin',
  'E-mail admin',
  'Aksi',
  'Jenis sasaran',
  'ID sasaran',
  'Nama sasaran',
  'Perubahan',
];

export const auditCsvRow = (e: NamedAuditEntry) => [
  e.id,
  wibTime(e.created_at),
  e.admin_name,
  e.admin_email,
  AUDIT_ACTION_LABELS[e.action] ?? e.action,
  AUDIT_TARGET_LABELS[e.target_type] ?? e.target_type,
  e.target_id,
  e.target_name,
  auditChangeText(e.detail),
];
