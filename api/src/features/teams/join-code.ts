import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: codes are read aloud and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 10;

/** 10 characters from a CSPRNG over 31 symbols: about 49 bits, not guessable by enumeration. */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export function isJoinCodeShape(value: string): boolean {
  return value.length === JOIN_CODE_LENGTH && [...value].every((c) => ALPHABET.includes(c));
}
