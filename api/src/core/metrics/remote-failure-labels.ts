import { REMOTE_NAMES } from '@gcw/shared/federation';

// A build id as `pnpm deploy:remote` writes it (`<version>-<UTC time>-<commit>`) or close to it.
const BUILD_ID = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;
const BUILD_ID_MAX = 64;
/** Distinct build ids kept per remote: a few deploys' worth, old tabs included. */
const BUILDS_PER_REMOTE = 20;

export interface RemoteFailure {
  remote: string;
  buildId?: string | null;
  reason: string;
}

/**
 * The labels of remote load failures reported by browsers. Anyone may post a report and every
 * new label value is a series kept until the process ends, so only bounded values pass: a
 * remote not in the product is `other`, a build id that does not look like one is `invalid`
 * (a long one is cut), and past 20 build ids of one remote the next ones are `other`.
 */
export class RemoteFailureLabels {
  private readonly builds = new Map<string, Set<string>>();

  of(report: RemoteFailure) {
    const remote = (REMOTE_NAMES as readonly string[]).includes(report.remote)
      ? report.remote
      : 'other';
    return { remote, build_id: this.buildId(remote, report.buildId), reason: report.reason };
  }

  private buildId(remote: string, value: string | null | undefined): string {
    const raw = value?.trim() ?? '';
    if (raw === '') return 'unknown';
    if (!BUILD_ID.test(raw)) return 'invalid';
    const id = raw.slice(0, BUILD_ID_MAX);
    const seen = this.builds.get(remote) ?? new Set<string>();
    this.builds.set(remote, seen);
    if (seen.has(id)) return id;
    if (seen.size >= BUILDS_PER_REMOTE) return 'other';
    seen.add(id);
    return id;
  }
}
