// The comparable spelling, institutionKey, is part of the contract (@gcw/shared/contract).

/** What a student typed, kept for display: trimmed, single spaces. */
export const cleanName = (text: string) => text.trim().replace(/\s+/g, ' ');
