import { readObjectCached } from '../pages/remote-files';

/** A build served to a share of browsers instead of the map's entry (tools/deploy/canary.cjs). */
export interface Canary {
  remote: string;
  /** Its manifest URL, as the map would name it. */
  url: string;
  /** Percent of browsers, by their sticky bucket (0–99): bucket < share gets the canary. */
  share: number;
}

/**
 * The canaries in `DEPLOY_DIR/canary.json` (`{ "<remote>": { url, share, … } }`), read again
 * only when the file changed, like the map. A missing or unreadable file, or an entry without
 * a URL and a share, is no canary: the map alone is served, as before canaries existed.
 */
export function runningCanaries(file: string | undefined): Canary[] {
  const entries = file ? readObjectCached(file) : null;
  if (!entries) return [];
  const canaries: Canary[] = [];
  for (const [remote, entry] of Object.entries(entries)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { url, share } = entry as Record<string, unknown>;
    if (typeof url !== 'string' || url === '' || typeof share !== 'number') continue;
    if (!(share > 0)) continue;
    canaries.push({ remote, url, share: Math.min(share, 100) });
  }
  return canaries;
}
