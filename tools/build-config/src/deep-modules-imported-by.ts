import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { escapeRegExp } from './escape-reg-exp';

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '__tests__']);
const SOURCE_FILE = /\.(ts|tsx|js|jsx)$/;

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

/**
 * The deep modules of a package (`@mui/material/Card`, ...) that the sources under the given
 * folders import, statically or lazily; tests and missing folders are left out. Sorted, each once.
 */
export function deepModulesImportedBy(packageName: string, folders: readonly string[]): string[] {
  const specifier = new RegExp(`['"](${escapeRegExp(packageName)}/[A-Za-z0-9_-]+)['"]`, 'g');
  const found = new Set<string>();
  for (const file of folders.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(specifier)) found.add(match[1]!);
  }
  return [...found].sort();
}
