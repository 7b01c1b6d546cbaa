import { CONTRACT_VERSION } from '@gcw/shared';
// The federation runtime's own range check: already in the page, no second semver library.
import { satisfy } from '@module-federation/enhanced/runtime';

import { takeInlineManifest } from './boot-data';
import type { RemoteBuildInfo } from './remote-load-error';
import { RemoteLoadError } from './remote-load-error';

interface ManifestShape {
  name?: unknown;
  metaData?: { name?: unknown; pluginVersion?: unknown; buildInfo?: { buildVersion?: unknown } };
  shared?: { name?: unknown; requiredVersion?: unknown }[];
}

const ATTEMPTS = 3;
const BACKOFF_MS = 300;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchManifestText(name: string, url: string): Promise<string> {
  const inline = takeInlineManifest('check', url);
  if (inline !== undefined) return inline;
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(url, { cache: 'no-cache' });
      if (response.status === 404 || response.status === 410) {
        throw new RemoteLoadError(
          'manifest-missing',
          `${name}: ${url} answered ${response.status}`,
        );
      }
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return await response.text();
    } catch (error) {
      if (error instanceof RemoteLoadError) throw error;
      lastError = error;
      if (attempt + 1 < ATTEMPTS) await wait(BACKOFF_MS * 3 ** attempt);
    }
  }
  const detail = lastError instanceof Error ? lastError.message : String(lastError);
  throw new RemoteLoadError('network', `${name}: manifest ${url} could not be fetched: ${detail}`);
}

function parseManifest(name: string, url: string, text: string): ManifestShape {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as ManifestShape;
    }
  } catch {
    // reported below
  }
  const start = text.trimStart().slice(0, 40).replace(/\s+/g, ' ');
  throw new RemoteLoadError(
    'manifest-invalid',
    `${name}: ${url} is not a federation manifest (it starts with "${start}")`,
  );
}

/** The federation runtime this page provides to every remote (set by the shell's runtime). */
function providedRuntimeVersion(): string | undefined {
  const from = (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: { version?: unknown } })
    ._FEDERATION_RUNTIME_CORE_FROM;
  return typeof from?.version === 'string' ? from.version : undefined;
}

const minorLine = (version: string) => version.split('.').slice(0, 2).join('.');

/**
 * A remote's container runs on the shell's federation runtime (it carries only the bundler's
 * glue to it), so both must come from the same minor line of Module Federation.
 */
function refuseOtherRuntime(
  name: string,
  buildId: string | undefined,
  builtWith: unknown,
  info: RemoteBuildInfo,
) {
  const provided = providedRuntimeVersion();
  if (provided === undefined || typeof builtWith !== 'string') return;
  if (minorLine(builtWith) !== minorLine(provided)) {
    throw new RemoteLoadError(
      'version-mismatch',
      `${name} build ${buildId ?? '?'} was built with Module Federation ${builtWith}; this shell runs ${provided}`,
      info,
    );
  }
}

/**
 * Reads a remote's `mf-manifest.json` before any of its code runs: it must be this remote's
 * manifest, and the contract range it declares for `@gcw/shared` must include the version this
 * shell provides, and it must run on the federation runtime this shell provides. Otherwise the
 * remote is refused, with what it wanted and what it found.
 */
export async function checkRemoteManifest(name: string, url: string): Promise<RemoteBuildInfo> {
  const manifest = parseManifest(name, url, await fetchManifestText(name, url));
  const declaredName = manifest.metaData?.name ?? manifest.name;
  if (declaredName !== name || !Array.isArray(manifest.shared)) {
    throw new RemoteLoadError(
      'manifest-invalid',
      `${name}: ${url} is the manifest of ${JSON.stringify(declaredName ?? null)}, not of ${name}`,
    );
  }
  const rawBuildId = manifest.metaData?.buildInfo?.buildVersion;
  const buildId = typeof rawBuildId === 'string' ? rawBuildId : undefined;
  const contract = manifest.shared.find((entry) => entry.name === '@gcw/shared');
  const wanted = typeof contract?.requiredVersion === 'string' ? contract.requiredVersion : '';
  const info: RemoteBuildInfo = { buildId, wanted: wanted || undefined, found: CONTRACT_VERSION };
  if (!wanted) {
    throw new RemoteLoadError(
      'version-mismatch',
      `${name} build ${buildId ?? '?'} declares no contract range for @gcw/shared`,
      info,
    );
  }
  refuseOtherRuntime(name, buildId, manifest.metaData?.pluginVersion, info);
  if (!satisfy(CONTRACT_VERSION, wanted)) {
    throw new RemoteLoadError(
      'version-mismatch',
      `${name} build ${buildId ?? '?'} needs @gcw/shared ${wanted}; this shell provides ${CONTRACT_VERSION}`,
      info,
    );
  }
  return info;
}
