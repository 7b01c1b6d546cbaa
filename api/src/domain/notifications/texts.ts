import type { CompetitionType, EventName, EventStatus } from '@gcw/shared/contract';
import { COMPETITION_EVENT_NAME, teamNameWithPrefix } from '@gcw/shared/contract';

import type { NotificationInput } from './notify';

/** Titles, bodies and links (routes of R2.1) of each notification kind, in Indonesian. */
const TEAM_PAGE: Record<CompetitionType, string> = {
  hackathon: '/dashboard/hackathon',
  'competitive-programming': '/dashboard/competitive-programming',
};
const STAGE_PAGE: Record<EventStatus, string> = {
  Unregistered: '',
  Registered: '/team',
  'Stage-1': '/tahap-1',
  'Stage-2': '/tahap-2',
  Final: '/final',
};
const STATUS_LABEL: Record<EventStatus, string> = {
  Unregistered: 'Belum terdaftar',
  Registered: 'Terdaftar',
  'Stage-1': 'Tahap 1',
  'Stage-2': 'Tahap 2',
  Final: 'Final',
};

export interface TeamFacts {
  id: number;
  eventType: CompetitionType;
  teamName: string;
}

const eventOf = (t: TeamFacts): EventName => COMPETITION_EVENT_NAME[t.eventType];
const teamLink = (t: TeamFacts) => `${TEAM_PAGE[t.eventType]}/team`;

export function paymentDecided(
  t: TeamFacts,
  verified: boolean,
  reason: string | null,
  auditId: number,
): NotificationInput {
  return verified
    ? {
        kind: 'payment_verified',
        event: eventOf(t),
        title: `Pembayaran ${teamNameWithPrefix(t.teamName)} diverifikasi`,
        body: `Bukti pembayaran ${teamNameWithPrefix(t.teamName)} untuk ${eventOf(t)} telah diverifikasi panitia. Pantau tahap berikutnya di dasbor.`,
        link: teamLink(t),
        eventId: `audit-${auditId}`,
      }
    : {
        kind: 'payment_rejected',
        event: eventOf(t),
        title: `Pembayaran ${teamNameWithPrefix(t.teamName)} ditolak`,
        body: `Bukti pembayaran ${teamNameWithPrefix(t.teamName)} untuk ${eventOf(t)} ditolak panitia dengan alasan: "${reason ?? '-'}". Unggah bukti pembayaran yang benar dari halaman tim.`,
        link: teamLink(t),
        eventId: `audit-${auditId}`,
      };
}

export function stageChanged(
  t: TeamFacts,
  from: EventStatus,
  to: EventStatus,
  auditId: number,
): NotificationInput {
  return {
    kind: 'stage_advanced',
    event: eventOf(t),
    title: `${teamNameWithPrefix(t.teamName, 'Tim')} kini berstatus ${STATUS_LABEL[to]}`,
    body: `Status ${teamNameWithPrefix(t.teamName)} di ${eventOf(t)} berubah dari ${STATUS_LABEL[from]} menjadi ${STATUS_LABEL[to]}. Lihat apa yang perlu dikerjakan di dasbor.`,
    link: `${TEAM_PAGE[t.eventType]}${STAGE_PAGE[to]}`,
    eventId: `audit-${auditId}`,
  };
}

export function memberJoined(
  t: TeamFacts,
  name: string,
  userId: number,
  at: Date,
): NotificationInput {
  return {
    kind: 'member_joined',
    event: eventOf(t),
    title: `${name} bergabung dengan ${teamNameWithPrefix(t.teamName)}`,
    body: `${name} kini menjadi anggota ${teamNameWithPrefix(t.teamName)} di ${eventOf(t)}.`,
    link: teamLink(t),
    eventId: `team-${t.id}.join-${userId}.${at.getTime()}`,
  };
}

export function memberLeft(
  t: TeamFacts,
  name: string,
  userId: number,
  newLeader: string | null,
  at: Date,
): NotificationInput {
  return {
    kind: 'member_left',
    event: eventOf(t),
    title: `${name} keluar dari ${teamNameWithPrefix(t.teamName)}`,
    body: `${name} tidak lagi menjadi anggota ${teamNameWithPrefix(t.teamName)} di ${eventOf(t)}.${newLeader ? ` Ketua tim sekarang: ${newLeader}.` : ''}`,
    link: teamLink(t),
    eventId: `team-${t.id}.leave-${userId}.${at.getTime()}`,
  };
}

export function teamDeleted(t: TeamFacts): NotificationInput {
  return {
    kind: 'team_deleted',
    event: eventOf(t),
    title: `${teamNameWithPrefix(t.teamName, 'Tim')} dihapus`,
    body: `${teamNameWithPrefix(t.teamName, 'Tim')} di ${eventOf(t)} dihapus karena tidak ada anggota tersisa. Anda dapat mendaftarkan tim baru atau bergabung dengan tim lain.`,
    link: TEAM_PAGE[t.eventType],
    eventId: `team-${t.id}`,
  };
}

/**
 * The seat given back. Sent under the seminar seat's kind (`seminar_confirmed`, labelled for
 * both): a kind of its own would change NotificationKind, a major release of the contract.
 */
export function seminarCancelled(eventName: string, ticketId: string): NotificationInput {
  return {
    kind: 'seminar_confirmed',
    event: 'Seminar',
    title: 'Kursi seminar Anda dibatalkan',
    body: `Kursi Seminar ${eventName} dengan nomor tiket ${ticketId} telah dibatalkan dan tiketnya tidak berlaku lagi. Anda dapat mendaftar kembali dari dasbor selama kursi masih tersedia.`,
    link: '/dashboard/seminar',
    eventId: `${ticketId}.cancel`,
  };
}

export function seminarConfirmed(eventName: string, ticketId: string): NotificationInput {
  return {
    kind: 'seminar_confirmed',
    event: 'Seminar',
    title: 'Kursi seminar Anda terkonfirmasi',
    body: `Pendaftaran Seminar ${eventName} Anda terkonfirmasi dengan nomor tiket ${ticketId}. Tunjukkan kode QR tiket dari dasbor saat hadir.`,
    link: '/dashboard/seminar',
    eventId: ticketId,
  };
}
