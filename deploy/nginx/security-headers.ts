import { securityHeaders } from 'api';

/** Where nginx finds the include (the web image copies `deploy/nginx/security-headers.conf` there). */
export const SECURITY_HEADERS_INCLUDE = '/etc/nginx/snippets/marketplace-security-headers.conf';

/** Production is served over https; only the scheme matters to the headers. */
const PRODUCTION_ORIGIN = 'https://marketplace.invalid';

/** `x-frame-options` → `X-Frame-Options`. */
function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase());
}

/**
 * The text of `deploy/nginx/security-headers.conf`: the api's security headers (the same definition
 * as the api's and the runner's answers) as nginx `add_header` lines, for the https production
 * origin (HSTS included). `always`: on error answers too.
 */
export function nginxSecurityHeaders(): string {
  const lines = Object.entries(securityHeaders({ publicUrl: PRODUCTION_ORIGIN })).map(
    ([name, value]) => `add_header ${headerName(name)} "${value}" always;`,
  );
  return [
    '# Written by `npm run nginx:headers -w deploy` from api/src/http/security-headers.ts: do not edit.',
    '# Included in every block of marketplace.conf that answers from files (a block with add_header',
    '# lines of its own drops the inherited ones); the api sets them on its own answers.',
    ...lines,
    '',
  ].join('\n');
}
