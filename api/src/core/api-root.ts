import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The API's package folder (data/, drizzle/), found from this module's own location upwards:
 * the same answer from the sources (src/core) and from the production bundle (dist/).
 */
export function apiRoot(from: string = import.meta.dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@gcw/api')
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`no @gcw/api package above ${from}`);
  }
}
