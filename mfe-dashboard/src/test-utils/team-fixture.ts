import type { TeamDetail } from '@gcw/shared';

import { USER } from './fixtures';

export const TEAM: TeamDetail = {
  id: 4,
  event_type: 'hackathon',
  event_name: 'Hackathon',
  team_name: 'Tim Garuda',
  join_code: 'K7QP2MZX4N',
  institusi: 'Universitas Indonesia',
  supervisor: 'Dr. Rina Kusuma, M.Kom.',
  supervisor_nidn: '0012345678',
  leader_id: USER.id,
  status: 'Registered',
  payment_status: 'pending',
  payment_note: null,
  bukti_pembayaran_url: '/api/v1/gcw/resources/files/0f8fad5b-d9cb-469f-a165-70867728950e',
  member_count: 2,
  max_members: 5,
  created_at: '2025-06-01T03:00:00.000Z',
  members: [
    {
      id: USER.id,
      name: USER.name,
      email: USER.email,
      phone: USER.phone,
      nim: USER.nim,
      major: USER.major,
      institusi: 'Universitas Indonesia',
      is_leader: true,
      joined_at: '2025-06-01T03:00:00.000Z',
    },
    {
      id: 8,
      name: 'Dimas Pratama',
      email: 'dimas@student.ui.ac.id',
      phone: null,
      nim: '2106000002',
      major: 'Sistem Informasi',
      institusi: 'Universitas Indonesia',
      is_leader: false,
      joined_at: '2025-06-02T03:00:00.000Z',
    },
  ],
  submissions: [],
};
