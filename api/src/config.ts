import path from 'node:path';
import { DEVELOPMENT_CALENDAR_KEY } from './calendars/secret-box.ts';
import { productionSecretProblems } from './production-secrets.ts';
import { readSocialConfig, type SocialConfig } from './social/config.ts';
import { readS3Settings, type S3Settings } from './uploads/s3-config.ts';

export interface ApiConfig {
  /** postgres://… → PostgreSQL; undefined → PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Folder for PGlite, uploads and the dev mailbox. */
  dataDir: string;
  /** smtp(s)://… → mail through SMTP; undefined → the dev mailbox in `dataDir/mailbox`. */
  smtpUrl: string | undefined;
  /** Sender of the mail the api sends. */
  mailFrom: string;
  /**
   * redis://… → realtime events fan out through Redis pub/sub (every api instance reaches every
   * socket); undefined → in process only (one instance).
   */
  redisUrl: string | undefined;
  /** Prefix of the Redis channels (`<prefix>user:<id>`), so several deployments can share one Redis. */
  redisChannelPrefix: string;
  /** How often the realtime socket is pinged and its session checked, in ms (REALTIME_PING_MS). */
  realtimePingMs: number;
  /** How often each instance looks for due durable jobs, in ms (JOB_POLL_MS); 0 runs no worker. */
  jobPollMs: number;
  /** Origin used in links sent by mail (password reset). */
  publicUrl: string;
  /** Cookies get `Secure` when the public URL is https. */
  secureCookies: boolean;
  /**
   * Which proxies to believe about the client's address (Fastify `trustProxy`): false when the api
   * faces clients directly, true or a hop count / address list behind a load balancer. Trusting a
   * header nobody strips would let a client pick its own address and dodge the login rate limit.
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Seed demo data on first start. */
  seedDemoData: boolean;
  /**
   * Login attempts per minute per IP and email; also sign-ups per minute per email, and checks of
   * a signed-in caller's password per minute per user and per IP (identity/rate-limits.ts).
   */
  loginRateLimit: number;
  /** Sign-ups per minute per client address (SIGNUP_RATE_LIMIT). */
  signupRateLimit: number;
  /**
   * Uploads in S3-compatible object storage (S3_BUCKET…), so every api instance serves every
   * upload; undefined → files in `dataDir/uploads` (one instance, or a shared volume).
   */
  s3: S3Settings | undefined;
  /** Largest uploaded image, in bytes (MAX_UPLOAD_MB). */
  maxUploadBytes: number;
  /** Largest uploaded video, in bytes (MAX_VIDEO_UPLOAD_MB). */
  maxVideoUploadBytes: number;
  logLevel: string;
  /** Stripe secret key (test or live); the default is the local stand-in's. */
  stripeSecretKey: string;
  /** Stripe publishable key handed to the browser's Stripe.js. */
  stripePublishableKey: string;
  /**
   * Where the Stripe API is reached: the local stand-in (`http://localhost:12111`, STRIPE_PORT
   * moves it) unless a real secret key is given, then Stripe itself.
   */
  stripeApiBase: string;
  /** Secret that signs the webhooks Stripe sends to the api (a production start needs its own). */
  stripeWebhookSecret: string;
  /** LiveKit server (ws:// or wss://), for the api's room service calls and the browser alike. */
  livekitUrl: string;
  /**
   * LiveKit API key and secret: they sign access tokens and room service calls, and check webhooks.
   * Their development defaults are refused with NODE_ENV=production (production-secrets.ts).
   */
  livekitApiKey: string;
  livekitApiSecret: string;
  /**
   * TEST_CLOCK=1: the api's clock is an offset clock a test moves forward through
   * POST /api/v1/test/clock (from the loopback address only). For test starts only: refused with
   * NODE_ENV=production or an https PUBLIC_URL. Off: the route does not exist.
   */
  testClock: boolean;
  /**
   * Answers of declared routes checked against their contract (ANSWER_CHECKS): 'refuse' (a 500 in
   * place of a mismatch: the api's tests), 'record' (kept for GET /test/answer-mismatches: the
   * default of a test start, TEST_CLOCK=1), 'off' (otherwise).
   */
  answerChecks: 'off' | 'record' | 'refuse';
  /** Social login: each provider configured (GOOGLE_*, FACEBOOK_*, APPLE_*), absent when not. */
  social: SocialConfig;
  /** Encrypts the CalDAV app passwords at rest (CALENDAR_SECRET_KEY); a local default for `npm start`. */
  calendarSecretKey: string;
  /**
   * CalDAV servers on loopback or private addresses, and over plain http, are allowed
   * (CALDAV_ALLOW_PRIVATE_SERVERS): on by default outside production (a local Radicale), off in
   * production, where an expert's server address must not reach the api's own network.
   */
  calendarPrivateServers: boolean;
}

/** A configuration the api refuses to start with. */
export class ConfigError extends Error {}

/**
 * Why the test clock may not be on in this start, or undefined when it may (or is off). Checked by
 * `loadConfig` and again by `buildApp` (a config built by hand).
 */
export function testClockRefusal(
  config: Pick<ApiConfig, 'testClock' | 'publicUrl'>,
  nodeEnv: string | undefined,
): string | undefined {
  if (!config.testClock) return undefined;
  if (nodeEnv === 'production')
    return 'TEST_CLOCK is for test starts only: refusing to start with NODE_ENV=production. Unset TEST_CLOCK.';
  if (config.publicUrl.startsWith('https:'))
    return `TEST_CLOCK is for test starts only: refusing to start with an https PUBLIC_URL (${config.publicUrl}). Unset TEST_CLOCK.`;
  return undefined;
}

/** The api's configuration from the environment; throws a `ConfigError` on one it refuses. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = env.PORT ?? '8080';
  const social = readSocialConfig(env);
  if (social.problems.length > 0) throw new ConfigError(social.problems.join('\n'));
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const config: ApiConfig = {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Expert Marketplace <no-reply@localhost>',
    redisUrl: env.REDIS_URL || undefined,
    redisChannelPrefix: env.REDIS_CHANNEL_PREFIX ?? '',
    jobPollMs: Number(env.JOB_POLL_MS ?? 1000),
    realtimePingMs: Number(env.REALTIME_PING_MS ?? 25_000),
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    signupRateLimit: Number(env.SIGNUP_RATE_LIMIT ?? 10),
    s3: readS3Settings(env),
    maxUploadBytes: Number(env.MAX_UPLOAD_MB ?? 5) * 1024 * 1024,
    maxVideoUploadBytes: Number(env.MAX_VIDEO_UPLOAD_MB ?? 50) * 1024 * 1024,
    logLevel: env.LOG_LEVEL ?? 'warn',
    stripeSecretKey: env.STRIPE_SECRET_KEY || 'sk_test_local_stand_in',
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || 'pk_test_local_stand_in',
    stripeApiBase:
      env.STRIPE_API_BASE ||
      (env.STRIPE_SECRET_KEY ? 'https://api.stripe.com' : `http://localhost:${env.STRIPE_PORT || 12111}`),
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || 'whsec_local_stand_in',
    livekitUrl: env.LIVEKIT_URL || `ws://localhost:${env.LIVEKIT_PORT || 7880}`,
    livekitApiKey: env.LIVEKIT_API_KEY || 'devkey',
    livekitApiSecret: env.LIVEKIT_API_SECRET || 'secret',
    testClock: env.TEST_CLOCK === '1' || env.TEST_CLOCK === 'true',
    answerChecks: readAnswerChecks(env),
    social: social.config,
    calendarSecretKey: env.CALENDAR_SECRET_KEY || DEVELOPMENT_CALENDAR_KEY,
    calendarPrivateServers:
      env.CALDAV_ALLOW_PRIVATE_SERVERS === undefined
        ? env.NODE_ENV !== 'production'
        : env.CALDAV_ALLOW_PRIVATE_SERVERS === '1' || env.CALDAV_ALLOW_PRIVATE_SERVERS === 'true',
  };
  const refusal = testClockRefusal(config, env.NODE_ENV);
  if (refusal) throw new ConfigError(refusal);
  const secrets = productionSecretProblems(env);
  if (secrets.length > 0) {
    throw new ConfigError(['Refusing to start with NODE_ENV=production:', ...secrets].join('\n'));
  }
  return config;
}

function readAnswerChecks(env: NodeJS.ProcessEnv): ApiConfig['answerChecks'] {
  const chosen = env.ANSWER_CHECKS;
  if (chosen === 'off' || chosen === 'record' || chosen === 'refuse') return chosen;
  return env.TEST_CLOCK === '1' || env.TEST_CLOCK === 'true' ? 'record' : 'off';
}

/** `true`, `false`, a hop count (`1`: the nearest proxy) or a list of proxy addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): ApiConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}
