import { createHash } from 'node:crypto';

/** Where a product page may load from besides its own origin, read from the live deploy files. */
export interface PageSources {
  /** The remotes map (mf-remotes.json): each remote's manifest URL. */
  remotesMap: Record<string, unknown> | null;
  /** The manifest URLs of the running canaries (served to some browsers instead of the map's). */
  canaryUrls?: readonly string[];
  /** The app config's API origin (empty: the page's own). */
  apiOrigin: string;
  /** Google Analytics is configured: its script and beacons are allowed. */
  analytics: boolean;
  /** Origins the operator trusts beyond those (a CDN the next deploy will name). */
  trustedOrigins?: readonly string[];
}

const GOOGLE_SIGN_IN = 'https://accounts.google.com';
const GOOGLE_ANALYTICS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com'];

/**
 * The pages that may use the camera: the seminar door, which also compiles its QR
 * decoder from WebAssembly where the browser has no BarcodeDetector. A Permissions-Policy
 * belongs to the document, so the door's links load it as one (`reloadDocument`).
 */
const CAMERA_PAGES = new Set(['/admin/seminar/pintu']);

function isCameraPage(pathname: string): boolean {
  return CAMERA_PAGES.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/** The origins of absolute URLs; relative ones are the page's own ('self'). */
function originsOf(urls: unknown[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // a malformed entry is the map's problem, not a source to allow
    }
  }
  return [...origins];
}

/** The SHA-256 of each inline script that runs (JSON data blocks do not). */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\bsrc=/i.test(attributes) || /\btype="application\/json"/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The headers of every HTML page of the product (hardening against attack): a Content-Security-Policy
 * that lets scripts come only from here, the remotes' origins, Google's sign-in script (and
 * Analytics when configured) and the page's own inline scripts by hash; no framing at all; a
 * referrer that stays on the origin; and HSTS when the page came over HTTPS. No page may use the
 * camera, microphone or location, except the camera on the door page (`pathname`), which alone
 * may also compile WebAssembly ('wasm-unsafe-eval': no eval of JavaScript).
 */
export function pageSecurityHeaders(
  html: string,
  sources: PageSources,
  https: boolean,
  pathname = '/',
): Record<string, string> {
  const camera = isCameraPage(pathname);
  const remotes = originsOf([
    ...Object.values(sources.remotesMap ?? {}),
    ...(sources.canaryUrls ?? []),
    ...(sources.trustedOrigins ?? []),
  ]);
  const api = originsOf([sources.apiOrigin]);
  const analytics = sources.analytics ? GOOGLE_ANALYTICS : [];
  const directives = [
    "default-src 'self'",
    `script-src ${["'self'", ...(camera ? ["'wasm-unsafe-eval'"] : []), ...remotes, GOOGLE_SIGN_IN, ...analytics, ...inlineScriptHashes(html)].join(' ')}`,
    // MUI's styles are emotion's, inserted at run time as <style> elements.
    `style-src 'self' 'unsafe-inline' ${GOOGLE_SIGN_IN}`,
    `connect-src ${["'self'", ...api, ...remotes, GOOGLE_SIGN_IN, ...analytics].join(' ')}`,
    `img-src 'self' data: blob: https://*.googleusercontent.com ${analytics.join(' ')}`.trim(),
    "font-src 'self' data:",
    // blob:: a protected PDF (a proposal) shown inline from the object URL the page made of the
    // bytes it fetched with the session; only this origin's scripts can mint such a URL.
    `frame-src blob: ${GOOGLE_SIGN_IN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  const headers: Record<string, string> = {
    'content-security-policy': directives.join('; '),
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': `camera=${camera ? '(self)' : '()'}, microphone=(), geolocation=(), payment=(), usb=()`,
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
  if (https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
