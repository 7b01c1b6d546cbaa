import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MIGRATIONS = path.resolve(__dirname, '..', '..', 'drizzle');

/** Names a migrated template by the migrations it holds: a new migration makes a new one. */
export function migrationsKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(readFileSync(path.join(MIGRATIONS, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
