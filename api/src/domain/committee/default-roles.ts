import type { DefaultRoleKey, Grant, Permission, PermissionScope } from '@gcw/shared/contract';
import { PERMISSIONS } from '@gcw/shared/contract';

interface DefaultRole {
  key: DefaultRoleKey;
  name: string;
  description: string;
  grants: Grant[];
}

const on = (scope: PermissionScope, ...permissions: Permission[]): Grant[] =>
  permissions.map((permission) => ({ permission, scope }));

/**
 * The roles an event starts with (ADR 0022): each one the least its people need. Ensured at every
 * start by key, so a fix here reaches every install; their grants are not edited in the pages.
 */
export const DEFAULT_ROLES: readonly DefaultRole[] = [
  {
    key: 'ketua',
    name: 'Ketua panitia',
    description:
      'Semua izin untuk seluruh acara, termasuk mengelola anggota panitia. Menilai tim hanya bila juga diberi peran Juri.',
    // Scoring is a duty, not a power: whoever may score is in the automatic assignment's pool,
    // so a ketua who holds it would be given teams nobody scores (found by the rehearsal).
    grants: on('all', ...PERMISSIONS.filter((p) => p !== 'judging.score')),
  },
  {
    key: 'sekretariat',
    name: 'Sekretariat',
    description: 'Memeriksa data dan dokumen peserta, mengirim pengumuman.',
    grants: on('all', 'overview.view', 'people.review', 'announcements.send'),
  },
  {
    key: 'keuangan',
    name: 'Keuangan',
    description: 'Memverifikasi bukti pembayaran tim.',
    grants: on('all', 'overview.view', 'payments.verify'),
  },
  {
    key: 'divisi-hackathon',
    name: 'Divisi Hackathon',
    description: 'Mengelola tim Hackathon, tahapannya, penjurian dan sertifikatnya.',
    grants: [
      ...on('all', 'overview.view'),
      ...on('hackathon', 'teams.manage', 'judging.manage', 'certificates.manage'),
    ],
  },
  {
    key: 'divisi-cp',
    name: 'Divisi CP',
    description: 'Mengelola tim Competitive Programming, tahapannya dan sertifikatnya.',
    grants: [
      ...on('all', 'overview.view'),
      ...on('competitive-programming', 'teams.manage', 'certificates.manage'),
    ],
  },
  {
    key: 'divisi-seminar',
    name: 'Divisi Seminar',
    description: 'Mengelola pendaftar seminar, pintu masuk dan sertifikat seminar.',
    grants: [
      ...on('all', 'overview.view'),
      ...on('seminar', 'seminar.manage', 'door.check_in', 'certificates.manage'),
    ],
  },
  {
    key: 'juri',
    name: 'Juri',
    description: 'Menilai tim Hackathon yang ditugaskan kepadanya.',
    grants: on('hackathon', 'judging.score'),
  },
  {
    key: 'petugas-pintu',
    name: 'Petugas pintu',
    description: 'Check-in peserta di pintu seminar.',
    grants: on('seminar', 'door.check_in'),
  },
];
