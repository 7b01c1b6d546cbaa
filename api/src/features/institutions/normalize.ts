/**
 * The comparable form of an institution's spelling: no accents, case or punctuation, single
 * spaces ("Universitas  Gadjah-Mada" and "universitas gadjah mada" are one key).
 */
export function institutionKey(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** What a student typed, kept for display: trimmed, single spaces. */
export const cleanName = (text: string) => text.trim().replace(/\s+/g, ' ');
