import {
  bucketCookie,
  bucketOf,
  newBucket,
  OPT_IN_COOKIE,
  optInCookie,
  parseCookies,
} from './canary-cookies';
import type { Canary } from './running-canaries';

export interface BrowserRequest {
  /** The `Cookie` header. */
  cookie: string | undefined;
  /** `?canary=1` opts the browser in to every canary, `?canary=0` out (undefined: neither). */
  canarySwitch: string | undefined;
  https: boolean;
}

export interface RemotesForBrowser {
  /** The map this browser is served: the live map with its canaries' URLs substituted. */
  map: Record<string, unknown> | null;
  /** `Set-Cookie` values to send (a new bucket, the opt-in switched). */
  setCookies: string[];
  /** A canary is running, so the answer depends on the browser's cookies. */
  varies: boolean;
}

/**
 * Which build of each remote a browser gets: the map's, or a running canary's when the
 * browser's sticky bucket is below the canary's share or it opted in. A browser without a
 * bucket is given one (set here, so the page it gets now already follows it); with no canary
 * running no bucket is handed out and the map is served as it is.
 */
export function remotesForBrowser(
  map: Record<string, unknown> | null,
  canaries: readonly Canary[],
  request: BrowserRequest,
): RemotesForBrowser {
  const cookies = parseCookies(request.cookie);
  const setCookies: string[] = [];
  let optedIn = cookies.get(OPT_IN_COOKIE) === '1';
  if (request.canarySwitch === '1' || request.canarySwitch === '0') {
    optedIn = request.canarySwitch === '1';
    setCookies.push(optInCookie(optedIn, request.https));
  }
  if (canaries.length === 0 || map === null) return { map, setCookies, varies: false };
  let bucket = bucketOf(cookies);
  if (bucket === null) {
    bucket = newBucket();
    setCookies.push(bucketCookie(bucket, request.https));
  }
  const served = { ...map };
  for (const canary of canaries) {
    if (optedIn || bucket < canary.share) served[canary.remote] = canary.url;
  }
  return { map: served, setCookies, varies: true };
}
