import { createHash } from 'node:crypto';
import { API_PREFIX, EARLY_INPUT_SCRIPT } from 'shared-contracts';
import type { ApiConfig } from '../config.ts';
import { type StripeInBrowser, stripeInBrowser } from '../payments/stripe-in-browser.ts';

/** Where browsers send the violations of the policy (api/src/csp-reports). */
const CSP_REPORT_PATH = `${API_PREFIX}/csp-reports`;

/** Everything a page of the product loads from other origins than its own. */
export interface CspSources {
  /** Origins the remotes' files come from (the registry's absolute manifest URLs). */
  remotes: readonly string[];
  stripe: Omit<StripeInBrowser, 'scriptUrl'>;
  /** The LiveKit server: its ws(s) origin, and the http(s) one the client checks a failed join on. */
  livekit: readonly string[];
}

/** `wss://video.example.com/x` → the socket's origin and the https one beside it. */
function liveKitOrigins(livekitUrl: string): string[] {
  let url: URL;
  try {
    url = new URL(livekitUrl);
  } catch {
    return [];
  }
  const secure = url.protocol === 'wss:' || url.protocol === 'https:';
  return [`${secure ? 'wss' : 'ws'}://${url.host}`, `${secure ? 'https' : 'http'}://${url.host}`];
}

/** The sources of this api's configuration, plus the remotes' origins when the caller knows them. */
export function cspSources(
  config: Pick<ApiConfig, 'stripeApiBase' | 'livekitUrl'>,
  remotes: readonly string[] = [],
): CspSources {
  return {
    remotes,
    stripe: stripeInBrowser(config.stripeApiBase),
    livekit: liveKitOrigins(config.livekitUrl),
  };
}

/** The hash that lets a server-rendered page run its one inline script. */
const EARLY_INPUT_HASH = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

/**
 * Only what the product loads: its own files, the remotes', Stripe's and LiveKit's. Styles allow
 * 'unsafe-inline' because Mantine writes its theme variables into `<style>` elements at run time
 * (as does the Stripe stand-in); scripts allow no eval and no inline code but the one script of
 * server-rendered pages, by its hash. Same-origin `ws:` (the realtime socket) is part of 'self'.
 */
export function contentSecurityPolicy({ remotes, stripe, livekit }: CspSources): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", EARLY_INPUT_HASH, ...remotes, ...stripe.scripts]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes, ...stripe.images]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    ['media-src', ["'self'", 'blob:']],
    ['connect-src', ["'self'", ...remotes, ...stripe.connects, ...livekit]],
    ['frame-src', stripe.frames.length > 0 ? stripe.frames : ["'none'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['report-uri', [CSP_REPORT_PATH]],
  ];
  return directives.map(([name, values]) => [name, ...new Set(values)].join(' ')).join('; ');
}

/**
 * The security headers of every answer, defined once: the api sets them on its own answers and on
 * the runner's files (a root hook; the runner's pages add the registry's remote origins), and
 * `deploy/nginx/security-headers.conf.template` is written from them for nginx
 * (`npm run nginx:headers -w deploy`, checked by deploy's tests).
 *
 * - a CSP that lets a page load only what the product loads, and be framed by no page
 *   (clickjacking): `frame-ancestors`, and `X-Frame-Options` for browsers without it;
 * - no answer is read as another type than it declares (an upload named .png stays an image);
 * - other origins get the origin of a link, never its path and query (expert ids, booking dates);
 * - camera, microphone and screen sharing for the product's own pages only (the video room); no
 *   page of another origin framed in it may ask;
 * - HSTS once the product is served over https.
 */
export function securityHeaders(publicUrl: string, sources: CspSources): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(sources),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(self), microphone=(self), display-capture=(self)',
  };
  if (publicUrl.startsWith('https:')) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}
