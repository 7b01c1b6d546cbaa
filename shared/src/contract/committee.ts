import { array, number, object, string } from 'yup';

/*
 * The committee (ADR 0022): an admin on the wire (SPEC §6) is anyone on the committee; what each
 * one may do is the union of their roles' grants. A grant is a named capability scoped to the
 * whole event or to one competition. Since @gcw/shared 2.23.
 */

export const PERMISSIONS = [
  'overview.view',
  'people.review',
  'payments.verify',
  'teams.manage',
  'seminar.manage',
  'door.check_in',
  'settings.edit',
  'announcements.send',
  'certificates.manage',
  'audit.read',
  'committee.manage',
  'judging.manage',
  'judging.score',
  // Since 3.0: requests about personal data made by mail, and the retention job's report.
  'privacy.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** `all`: the whole event; otherwise one competition. */
export const PERMISSION_SCOPES = [
  'all',
  'hackathon',
  'competitive-programming',
  'seminar',
] as const;
export type PermissionScope = (typeof PERMISSION_SCOPES)[number];

export interface Grant {
  permission: Permission;
  scope: PermissionScope;
}

/** What each capability lets a member do, as the admin pages and 403 messages name it. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'overview.view': 'Melihat ringkasan acara',
  'people.review': 'Memeriksa dan memverifikasi data peserta',
  'payments.verify': 'Memverifikasi pembayaran',
  'teams.manage': 'Mengelola tim dan tahapannya',
  'seminar.manage': 'Mengelola seminar',
  'door.check_in': 'Check-in di pintu seminar',
  'settings.edit': 'Mengubah pengaturan acara',
  'announcements.send': 'Mengirim pengumuman dan surel',
  'certificates.manage': 'Mengelola sertifikat',
  'audit.read': 'Membaca log audit',
  'committee.manage': 'Mengelola anggota panitia',
  'judging.manage': 'Mengelola penjurian',
  'judging.score': 'Menilai tim',
  'privacy.manage': 'Memproses permintaan data pribadi dan melihat retensi data',
};

export const SCOPE_LABELS: Record<PermissionScope, string> = {
  all: 'seluruh acara',
  hackathon: 'Hackathon',
  'competitive-programming': 'Competitive Programming',
  seminar: 'Seminar',
};

/** True when the grants hold the permission for the scope (or, without a scope, for any). */
export function hasGrant(
  grants: readonly Grant[],
  permission: Permission,
  scope?: Exclude<PermissionScope, 'all'>,
): boolean {
  return grants.some(
    (g) =>
      g.permission === permission &&
      (scope === undefined || g.scope === 'all' || g.scope === scope),
  );
}

/** The 403 Message of a missing grant: it names what is missing. */
export function missingGrantMessage(
  permission: Permission,
  scope?: Exclude<PermissionScope, 'all'>,
): string {
  const what = PERMISSION_LABELS[permission].toLowerCase();
  return scope
    ? `Anda tidak punya izin "${what}" untuk ${SCOPE_LABELS[scope]}.`
    : `Anda tidak punya izin "${what}".`;
}

/** The roles every event starts with (ensured at start-up; keys never change). */
export const DEFAULT_ROLE_KEYS = [
  'ketua',
  'sekretariat',
  'keuangan',
  'divisi-hackathon',
  'divisi-cp',
  'divisi-seminar',
  'juri',
  'petugas-pintu',
] as const;
export type DefaultRoleKey = (typeof DEFAULT_ROLE_KEYS)[number];

export const COMMITTEE_LIMITS = {
  nameMax: 80,
  rolesMax: 8,
  conflictReasonMax: 200,
} as const;

export interface CommitteeRole {
  id: number;
  key: DefaultRoleKey | null;
  name: string;
  description: string;
  grants: Grant[];
}

export interface CommitteeMember {
  user_id: number;
  name: string;
  email: string;
  institution_id: number | null;
  institution_name: string | null;
  role_ids: number[];
  /** False until the invite link was used to set a password. */
  joined: boolean;
  invited_at: string;
}

/** GET /admin/committee/me: who the caller is on the committee and what they may do. */
export interface CommitteeSelf {
  user_id: number;
  roles: { id: number; name: string }[];
  grants: Grant[];
}

/** One opening of a student's file by a committee member ("who saw what"). */
export interface FileAccessEntry {
  id: number;
  file_kind: 'socmed_document' | 'payment_proof' | 'proposal' | 'other';
  file_id: string;
  team_id: number | null;
  viewer_id: number | null;
  viewer_name: string;
  viewed_at: string;
}

const roleIds = () =>
  array(number().integer().positive().required())
    .min(1, 'Pilih minimal satu peran')
    .max(COMMITTEE_LIMITS.rolesMax, `Paling banyak ${COMMITTEE_LIMITS.rolesMax} peran`)
    .required('Pilih minimal satu peran');

/** POST /admin/committee/invites */
export const committeeInviteSchema = object({
  email: string()
    .trim()
    .lowercase()
    .email('Masukkan alamat email yang valid')
    .required('Email wajib diisi'),
  name: string()
    .trim()
    .min(2, 'Nama minimal 2 karakter')
    .max(COMMITTEE_LIMITS.nameMax, `Nama paling banyak ${COMMITTEE_LIMITS.nameMax} karakter`)
    .required('Nama wajib diisi'),
  role_ids: roleIds(),
  institution_id: number().integer().positive().nullable().default(null),
});

export interface CommitteeInvitePayload {
  email: string;
  name: string;
  role_ids: number[];
  institution_id?: number | null;
}

/** PUT /admin/committee/members/{id}/roles */
export const committeeRolesSchema = object({ role_ids: roleIds() });
export interface CommitteeRolesPayload {
  role_ids: number[];
}
