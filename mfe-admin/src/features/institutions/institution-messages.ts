import { errorMessage } from '@gcw/shared/store';

/** The API's refusals (English) as the admin reads them. */
const EXPLAINED: Record<string, string> = {
  'An institution cannot be merged into itself':
    'Institusi tidak dapat digabungkan ke dirinya sendiri.',
  'This name already belongs to another institution':
    'Nama ini sudah menjadi milik institusi lain.',
  'Institution not found': 'Institusi tidak ditemukan. Muat ulang halaman.',
};

export function institutionRefusal(error: unknown, fallback: string): string {
  const raw = errorMessage(error, fallback);
  if (raw.startsWith('Institution already exists: '))
    return `Institusi sudah ada: ${raw.slice('Institution already exists: '.length)}.`;
  return EXPLAINED[raw] ?? raw;
}

export const changedText = (name: string, users: number, teams: number) =>
  `${users} profil dan ${teams} tim kini tercatat di ${name}.`;
