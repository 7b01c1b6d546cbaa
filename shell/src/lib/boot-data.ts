/**
 * What the product host wrote into the page for the shell's first seconds (server/boot-data.ts):
 * the remotes map, the app config and the manifest of the remote that owns the page. Each is
 * given once: a later read (a refresh of the map, a Retry) fetches afresh.
 */
interface BootData {
  remotes?: unknown;
  appConfig?: unknown;
  manifests?: Record<string, unknown>;
}

const BOOT_DATA_ID = 'gcw-boot-data';
let data: BootData | undefined;
const taken = new Set<string>();

function bootData(): BootData {
  if (data) return data;
  try {
    const parsed = JSON.parse(
      document.getElementById(BOOT_DATA_ID)?.textContent ?? '{}',
    ) as unknown;
    data = typeof parsed === 'object' && parsed !== null ? (parsed as BootData) : {};
  } catch {
    data = {};
  }
  return data;
}

function takeOnce<T>(key: string, value: T | undefined): T | undefined {
  if (value === undefined || taken.has(key)) return undefined;
  taken.add(key);
  return value;
}

/** The deploy file the host wrote in, the first time it is asked for; else undefined. */
export function takeBootFile(file: 'remotes' | 'appConfig'): unknown {
  return takeOnce(file, bootData()[file]);
}

/**
 * A remote's manifest text as the host wrote it in, once per reader (the shell's contract
 * check, then the federation runtime), when `url` is the manifest it names.
 */
export function takeInlineManifest(reader: 'check' | 'runtime', url: string): string | undefined {
  for (const [key, text] of Object.entries(bootData().manifests ?? {})) {
    if (typeof text !== 'string' || new URL(key, window.location.href).href !== url) continue;
    return takeOnce(`${reader}:${url}`, text);
  }
  return undefined;
}
