import { object, string } from 'yup';

import { COMPETITION_TYPES } from './event-name';
import { idField, requiredText } from './payload-fields';
import { PAYLOAD_MESSAGES as M } from './payload-messages';
import { TEAM_NAME_LIMITS } from './team-management';

/** Join codes use 31 symbols without 0/O and 1/I/L, 10 of them. */
const JOIN_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/;

/** What people paste: lower case, spaces or dashes between groups. */
export function normalizeJoinCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

const JOIN_CODE_TEXT = 'Kode gabung terdiri dari 10 huruf/angka (tanpa 0, O, 1, I dan L)';

/** The join code as a path parameter of find and join: a code of another shape is not found (404). */
export const joinCodeParamsSchema = object({
  join_code: string()
    .label('Kode gabung')
    .required(M.required('Kode gabung'))
    .max(64, JOIN_CODE_TEXT),
});

/** The join code as typed on the join form. */
export const joinCodeSchema = object({
  join_code: string()
    .label('Kode gabung')
    .required(M.required('Kode gabung'))
    .max(40, JOIN_CODE_TEXT)
    .test(
      'join-code',
      JOIN_CODE_TEXT,
      (value) => !value || JOIN_CODE.test(normalizeJoinCode(value)),
    ),
});

const teamName = () =>
  string()
    .label('Nama tim')
    .trim()
    .required(M.required('Nama tim'))
    .min(TEAM_NAME_LIMITS.min, M.tooShort('Nama tim', TEAM_NAME_LIMITS.min))
    .max(TEAM_NAME_LIMITS.max, M.tooLong('Nama tim', TEAM_NAME_LIMITS.max));

/** R3.4 team registration payload, the text fields (bukti_pembayaran is the multipart file). */
export const teamFieldsSchema = object({
  team_name: teamName(),
  supervisor: requiredText('Nama dosen pembimbing', 120),
  supervisor_nidn: string()
    .label('NIDN dosen pembimbing')
    .trim()
    .required(M.required('NIDN dosen pembimbing'))
    .matches(/^[0-9]{8,16}$/, 'NIDN berisi 8–16 angka, tanpa spasi'),
});

/** PATCH /team/{id_team}. */
export const renameTeamSchema = object({ team_name: teamName() });

/** POST /team/{id_team}/leader. */
export const transferLeadershipSchema = object({
  user_id: idField('Anggota').required(M.required('Anggota')),
});

/** The competition of POST /team/registration/{event_type}. */
export const competitionParamsSchema = object({
  event_type: string()
    .label('Kompetisi')
    .required(M.required('Kompetisi'))
    .oneOf(
      [...COMPETITION_TYPES],
      'Kompetisi tidak dikenal: tim hanya ada untuk hackathon dan competitive-programming',
    ),
});

/** Where teams usually host a demo video; the jury must be able to open it without an account. */
const VIDEO_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'drive.google.com',
  'vimeo.com',
];

export function isVideoLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && VIDEO_HOSTS.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** POST /team/submission/stage-2. */
export const videoSubmissionSchema = object({
  video_url: string()
    .label('Tautan video')
    .trim()
    .required('Tautan video wajib diisi')
    .max(500, 'Tautan terlalu panjang')
    .matches(/^https:\/\//, 'Tautan harus diawali https://')
    .test(
      'video-host',
      'Gunakan tautan YouTube, Google Drive atau Vimeo',
      (value) => !value || isVideoLink(value),
    ),
});
