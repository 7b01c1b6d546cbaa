import type {
  AdminSeminarEntry,
  AdminSummary,
  AdminTeam,
  AdminUser,
  AdminUserDetail,
  OutboxMail,
  Page,
  User,
} from '@gcw/shared';

export const ADMIN: User = {
  id: 1,
  profile_picture: null,
  name: 'Admin GCW',
  email: 'admin@gcw.id',
  phone: null,
  role: 'admin',
  nim: null,
  major: null,
  institusi: null,
  socmed_document: null,
  profile_has_updated: true,
  data_has_verified: true,
};

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    ...ADMIN,
    id: 10,
    name: 'Budi Santoso',
    email: 'budi@kampus.ac.id',
    role: 'participant',
    phone: '081234567890',
    nim: '2201001',
    major: 'Informatika',
    institusi: 'Universitas Negeri Jakarta',
    socmed_document: 'https://drive.google.com/budi',
    profile_has_updated: true,
    data_has_verified: false,
    created_at: '2025-05-01T02:00:00.000Z',
    id_team: null,
    data_version: 0,
    ...overrides,
  };
}

export function userDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...adminUser(),
    events: [
      { name: 'Seminar', status: 'Registered', ticket: null },
      { name: 'Hackathon', status: 'Stage-1', ticket: null },
      { name: 'Competitive Programming', status: 'Unregistered', ticket: null },
    ],
    ...overrides,
  };
}

export function page<T>(items: T[], total = items.length, pageNo = 1, size = 20): Page<T> {
  return { items, page: pageNo, page_size: size, total };
}

const competition = (teams: number, members: number) => ({
  teams,
  members,
  payment: { pending: 1, verified: 1, rejected: 0 },
  status: { Registered: 1, 'Stage-1': 1, 'Stage-2': 0, Final: 0 },
});

export const SUMMARY: AdminSummary = {
  users: { total: 1201, verified: 300, profile_completed: 900, admins: 1 },
  teams: { hackathon: competition(40, 150), 'competitive-programming': competition(30, 80) },
  seminar: { registered: 500, checked_in: 20 },
};

export function team(overrides: Partial<AdminTeam> = {}): AdminTeam {
  return {
    id: 5,
    event_type: 'hackathon',
    event_name: 'Hackathon',
    team_name: 'Tim Garuda',
    join_code: 'ABC123',
    institusi: 'Universitas Negeri Jakarta',
    supervisor: 'Dr. Rina',
    supervisor_nidn: '0011223344',
    leader_id: 10,
    status: 'Registered',
    payment_status: 'pending',
    payment_note: null,
    bukti_pembayaran_url: null,
    member_count: 2,
    max_members: 5,
    created_at: '2025-05-02T02:00:00.000Z',
    members: [
      {
        id: 10,
        name: 'Budi Santoso',
        email: 'budi@kampus.ac.id',
        phone: '0812',
        nim: '2201001',
        major: 'Informatika',
        institusi: 'Universitas Negeri Jakarta',
        is_leader: true,
        joined_at: '2025-05-02T02:00:00.000Z',
      },
      {
        id: 11,
        name: 'Sari Dewi',
        email: 'sari@kampus.ac.id',
        phone: null,
        nim: '2201002',
        major: 'Informatika',
        institusi: 'Universitas Negeri Jakarta',
        is_leader: false,
        joined_at: '2025-05-03T02:00:00.000Z',
      },
    ],
    submissions: [],
    ...overrides,
  };
}

export function registration(overrides: Partial<AdminSeminarEntry> = {}): AdminSeminarEntry {
  return {
    ticket_id: 'SEM-0123456789ABCDEF',
    type: 'Seminar',
    issued_at: '2025-06-01T03:00:00.000Z',
    valid_until: '2025-07-27T00:00:00.000Z',
    checked_in_at: null,
    cancelled_at: null,
    user: {
      id: 10,
      name: 'Budi Santoso',
      email: 'budi@kampus.ac.id',
      institusi: 'Universitas Negeri Jakarta',
      nim: '2201001',
      phone: '0812',
    },
    ...overrides,
  };
}

export function mail(overrides: Partial<OutboxMail> = {}): OutboxMail {
  return {
    id: 1,
    to: 'budi@kampus.ac.id',
    subject: 'Verifikasi alamat e-mail Anda',
    template: 'email_verification',
    state: 'sent',
    attempts: 1,
    last_error: null,
    created_at: '2026-11-23T02:00:00.000Z',
    sent_at: '2026-11-23T02:05:00.000Z',
    user_id: 10,
    ...overrides,
  };
}
