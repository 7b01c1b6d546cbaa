import type { EventsData, EventStatus, Ticket, User } from '@gcw/shared';

export const USER: User = {
  id: 7,
  profile_picture: null,
  name: 'Sari Wulandari',
  email: 'sari@student.ui.ac.id',
  phone: '081234567890',
  role: 'participant',
  nim: '2106123456',
  major: 'Ilmu Komputer',
  institusi: 'Universitas Indonesia',
  socmed_document: 'https://drive.google.com/file/d/abc/view',
  profile_has_updated: true,
  data_has_verified: false,
};

export const INCOMPLETE_USER: User = {
  ...USER,
  phone: null,
  nim: null,
  major: null,
  institusi: null,
  socmed_document: null,
  profile_has_updated: false,
};

export const TICKET: Ticket = {
  ticket_id: 'SEM-2025-0001',
  type: 'Seminar',
  issued_at: '2025-06-01T03:00:00.000Z',
  valid_until: '2025-07-26T10:00:00.000Z',
  qr_code_url: '/api/v1/gcw/resources/seminar/qr/GCW1.abc.def',
};

interface EventsOptions {
  seminar?: EventStatus;
  hackathon?: EventStatus;
  cp?: EventStatus;
  ticket?: Ticket | null;
  teamId?: number | null;
}

export function eventsData(options: EventsOptions = {}): EventsData {
  return {
    events: [
      {
        name: 'Seminar',
        status: options.seminar ?? 'Unregistered',
        ticket: options.ticket ?? null,
      },
      { name: 'Hackathon', status: options.hackathon ?? 'Unregistered', ticket: null },
      { name: 'Competitive Programming', status: options.cp ?? 'Unregistered', ticket: null },
    ],
    id_team: options.teamId ?? null,
  };
}
