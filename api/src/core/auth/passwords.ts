import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id floor: 19 MiB of memory, 2 iterations, 1 lane. */
const OPTIONS = {
  algorithm: 2 /* Argon2id (a const enum, not importable under isolatedModules) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Compares against a real hash even when there is no user, so response time does not tell
 * whether an e-mail is registered.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('no-such-user-placeholder');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
