import type { CommitteeMember, CommitteeRole } from '@gcw/shared/contract';

export const ROLES: CommitteeRole[] = [
  {
    id: 1,
    key: 'ketua',
    name: 'Ketua panitia',
    description: 'Semua izin.',
    grants: [
      { permission: 'committee.manage', scope: 'all' },
      { permission: 'settings.edit', scope: 'all' },
    ],
  },
  {
    id: 2,
    key: 'sekretariat',
    name: 'Sekretariat',
    description: 'Memeriksa data peserta.',
    grants: [{ permission: 'people.review', scope: 'all' }],
  },
  {
    id: 8,
    key: 'petugas-pintu',
    name: 'Petugas pintu',
    description: 'Check-in seminar.',
    grants: [{ permission: 'door.check_in', scope: 'seminar' }],
  },
];

export function member(overrides: Partial<CommitteeMember> = {}): CommitteeMember {
  return {
    user_id: 1,
    name: 'Rina Ketua',
    email: 'rina@gcw.id',
    institution_id: null,
    institution_name: null,
    role_ids: [1],
    joined: true,
    invited_at: '2026-08-01T02:00:00.000Z',
    ...overrides,
  };
}

export const MEMBERS: CommitteeMember[] = [
  member(),
  member({
    user_id: 7,
    name: 'Dodi Pintu',
    email: 'dodi@kampus.ac.id',
    institution_id: 9,
    institution_name: 'Telkom University',
    role_ids: [8, 2],
    joined: false,
  }),
];
