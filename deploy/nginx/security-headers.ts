import { securityHeaders, stripeInBrowser } from 'api';

/** Where the web image keeps the template, and where its start writes the include nginx reads. */
export const SECURITY_HEADERS_TEMPLATE = '/etc/nginx/templates/marketplace-security-headers.conf.template';
export const SECURITY_HEADERS_INCLUDE = '/etc/nginx/snippets/marketplace-security-headers.conf';

/**
 * The deployment's origins, filled in by the web image's start (`envsubst`, nginx/start-web.sh):
 * the CDN the registry points the remotes at, and the LiveKit server's `wss:` and `https:` origins.
 */
const placeholder = (variable: string) => `\${${variable}}`;
export const DEPLOYMENT_ORIGINS = {
  remotes: placeholder('CSP_REMOTE_ORIGINS'),
  livekit: placeholder('CSP_LIVEKIT_ORIGINS'),
};

/** Production is served over https (only the scheme matters to the headers) and pays through Stripe. */
const PRODUCTION_ORIGIN = 'https://marketplace.invalid';
const STRIPE_API = 'https://api.stripe.com';

/** `x-frame-options` → `X-Frame-Options`. */
function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase());
}

/**
 * The text of `deploy/nginx/security-headers.conf.template`: the api's security headers (the same
 * definition as the api's and the runner's answers) as nginx `add_header` lines, for the https
 * production origin (HSTS included) with real Stripe, the deployment's origins left as `${…}` for
 * the web image's start to fill. `always`: on error answers too.
 */
export function nginxSecurityHeaders(): string {
  const { remotes, livekit } = DEPLOYMENT_ORIGINS;
  const headers = securityHeaders(PRODUCTION_ORIGIN, {
    remotes: [remotes],
    stripe: stripeInBrowser(STRIPE_API),
    livekit: [livekit],
  });
  const lines = Object.entries(headers).map(
    ([name, value]) => `add_header ${headerName(name)} "${value}" always;`,
  );
  return [
    '# Written by `npm run nginx:headers -w deploy` from api/src/security/security-headers.ts: do not edit.',
    `# The web image's start (nginx/start-web.sh) fills ${remotes} and ${livekit}`,
    `# and writes ${SECURITY_HEADERS_INCLUDE},`,
    '# included in every block of marketplace.conf that answers from files (a block with add_header',
    '# lines of its own drops the inherited ones); the api sets them on its own answers.',
    ...lines,
    '',
  ].join('\n');
}
