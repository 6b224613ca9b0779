import type { ApiConfig } from '../config.ts';

/**
 * The security headers of every answer, defined once: the api sets them on its own answers and on
 * the runner's files (a root hook), and `deploy/nginx/security-headers.conf` is written from them
 * for nginx (`npm run nginx:headers -w deploy`, checked by deploy's tests).
 *
 * - no page of the product may be framed (clickjacking): CSP `frame-ancestors`, and
 *   `X-Frame-Options` for browsers without it;
 * - no answer is read as another type than it declares (an upload named .png stays an image);
 * - other origins get the origin of a link, never its path and query (expert ids, booking dates);
 * - camera, microphone and screen sharing for the product's own pages only (the video room); no
 *   page of another origin framed in it may ask;
 * - HSTS once the product is served over https.
 */
export function securityHeaders(config: Pick<ApiConfig, 'publicUrl'>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(self), microphone=(self), display-capture=(self)',
  };
  if (config.publicUrl.startsWith('https:')) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}
