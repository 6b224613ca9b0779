import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '../src/app.ts';
import { type ApiConfig, loadConfig } from '../src/config.ts';
import { copyTemplate, scratchDatabase } from './database-templates.ts';

export interface TestApi {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> of the listening server. */
  url: string;
  config: ApiConfig;
  /** Closes the app only: its data stays for another start (pass `dataDir`/`databaseUrl` back). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the real api over HTTP on a free port. With DATABASE_URL set, on a database of its own
 * created on that server (dropped afterwards); otherwise on PGlite in a temporary folder.
 * Given `dataDir` (and, on PostgreSQL, `databaseUrl`) of an earlier api, starts on that data
 * (a restart) and leaves it in place on close.
 */
export async function startTestApi(
  overrides: Partial<ApiConfig> = {},
  deps: AppDependencies = {},
): Promise<TestApi> {
  const reuse = overrides.dataDir !== undefined;
  const dataDir = overrides.dataDir ?? mkdtempSync(path.join(tmpdir(), 'api-test-'));
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined = overrides.databaseUrl;
  let dropDatabase = async () => {};
  if (serverUrl && !reuse) {
    const database = await scratchDatabase(serverUrl, inject('postgresTemplate'));
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
  const template = inject('pgliteTemplate');
  if (template && !serverUrl && !reuse) copyTemplate(template, dataDir);
  // Every answer of a declared route is checked: a mismatch is a 500, failing the test that caused it.
  const config: ApiConfig = {
    ...loadConfig({}),
    dataDir,
    databaseUrl,
    logLevel: 'silent',
    answerChecks: 'refuse',
    // The tests sign many accounts up from one address; identity-register.test.ts sets its own.
    signupRateLimit: 10_000,
    ...overrides,
  };
  const app = await buildApp(config, deps);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= app.close().then(() => undefined);
    return stopped;
  };
  return {
    app,
    url: address,
    config,
    stop,
    async close() {
      await stop();
      if (reuse) return;
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  body?: unknown;
  /** Sent as `Authorization: Bearer`. */
  token?: string;
  /** Sent as the Cookie header. */
  cookies?: Record<string, string>;
  /** Sent as `x-csrf-token`. */
  csrf?: string;
  lang?: 'en' | 'es';
  headers?: Record<string, string>;
}

interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test code reads answers of every shape.
  body: any;
  headers: Headers;
  /** Cookies the answer set (name → value; '' for a cleared one). */
  setCookies: Record<string, string>;
  /** The raw Set-Cookie lines, for their attributes. */
  setCookieLines: string[];
}

/** One JSON call to `/api/v1/<path>` over HTTP. */
export async function call(api: TestApi, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookies) {
    headers.cookie = Object.entries(options.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }
  if (options.csrf) headers['x-csrf-token'] = options.csrf;
  if (options.lang) headers['accept-language'] = options.lang;
  const response = await fetch(`${api.url}/api/v1/${path}`, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await response.text();
  const setCookieLines = response.headers.getSetCookie();
  const setCookies: Record<string, string> = {};
  for (const line of setCookieLines) {
    const [pair = ''] = line.split(';');
    const index = pair.indexOf('=');
    setCookies[pair.slice(0, index)] = decodeURIComponent(pair.slice(index + 1));
  }
  let body: unknown = text;
  if (response.headers.get('content-type')?.includes('application/json')) body = JSON.parse(text);
  return {
    status: response.status,
    body,
    headers: response.headers,
    setCookies,
    setCookieLines,
  } as CallResult;
}

let accountCounter = 0;

/** A valid sign-up body with a unique email. */
export function signUpBody(overrides: Record<string, unknown> = {}) {
  accountCounter += 1;
  return {
    first_name: 'Lucía',
    last_name: 'Pérez',
    email: `user${accountCounter}.${Date.now()}@example.test`,
    password: 'correct-horse-1',
    password_confirmation: 'correct-horse-1',
    as_expert: false,
    country: 'ES',
    timezone: 'Europe/Madrid',
    phone_number: '+34 600 123 456',
    terms_and_conditions: true,
    social_provider: 'none',
    ...overrides,
  };
}

export interface TestAccount {
  email: string;
  password: string;
  userId: number;
  /** Bearer token of the session opened by sign-up. */
  token: string;
  /** Cookies of that session as the browser would send them back. */
  cookies: Record<string, string>;
  csrf: string;
}

/** Registers a new customer through the api and answers its session. */
export async function registerCustomer(api: TestApi, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const result = await call(api, 'POST', 'register', { body });
  if (result.status !== 201)
    throw new Error(`register failed: ${result.status} ${JSON.stringify(result.body)}`);
  const { authToken = '', csrfToken = '', userType = '' } = result.setCookies;
  return {
    email: body.email,
    password: body.password,
    userId: result.body.data.user.id as number,
    token: result.body.data.token as string,
    cookies: { authToken, csrfToken, userType },
    csrf: csrfToken,
  } satisfies TestAccount;
}

/** The mails of the dev mailbox, oldest first, as written (nodemailer's JSON rendering). */
export async function readMailbox(api: TestApi) {
  await api.app.mailer.flush();
  const folder = path.join(api.config.dataDir, 'mailbox');
  let names: string[] = [];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(
      async (name) =>
        JSON.parse(await readFile(path.join(folder, name), 'utf8')) as {
          to: { address: string }[];
          subject: string;
          text: string;
          html: string;
        },
    ),
  );
}
