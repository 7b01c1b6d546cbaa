import type { ProfileUpdatePayload } from './wire';

/** One canonical institution as the picker shows it (GET /institutions?q=). */
export interface InstitutionOption {
  id: number;
  name: string;
  /** Other spellings that mean it (abbreviations), without the name itself. */
  aliases: string[];
}

/**
 * POST /profile/my with the picked institution's id. `institusi` keeps its R3.1 meaning
 * (the display name); without `institution_id` the API matches `institusi` against the list.
 */
export interface ProfileUpdateWithInstitution extends ProfileUpdatePayload {
  institution_id?: number | null;
}

/** A free-text institution no canonical one matches: one row of the admins' queue. */
export interface UnmatchedInstitution {
  /** Normalised spelling: the identity of the row, sent back to merge or add it. */
  key: string;
  /** The spelling most students used. */
  name: string;
  /** Every spelling of this key seen (case, accents, punctuation differ). */
  variants: string[];
  users: number;
  teams: number;
}

/** POST /admin/institutions/merge: an unmatched name (`key`) or a whole institution (`from_id`). */
export interface InstitutionMergePayload {
  key?: string;
  from_id?: number;
  into_id: number;
}

/** POST /admin/institutions: a new canonical institution, optionally from an unmatched key. */
export interface InstitutionCreatePayload {
  name: string;
  aliases?: string[];
  key?: string;
}

/** What a merge or an addition changed. */
export interface InstitutionChange {
  institution: InstitutionOption;
  users: number;
  teams: number;
}

/** POST multipart to this path (field `socmed_document`): the social-media proof image. */
export const SOCMED_UPLOAD_PATH = '/profile/my/socmed-document';

/** Uploaded files are served at this path prefix (Bearer token, owner and admins only). */
export const STORED_FILE_PREFIX = '/api/v1/gcw/resources/files/';

/** `socmed_document` is an uploaded file (else a link given before uploads existed). */
export const isStoredFile = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.startsWith(STORED_FILE_PREFIX);

/**
 * The comparable form of an institution's spelling, the same in the API and the pages: no
 * accents, case or punctuation, single spaces ("Universitas  Gadjah-Mada" and "universitas
 * gadjah mada" are one key).
 */
export function institutionKey(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
