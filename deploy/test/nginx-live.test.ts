import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxSecurityHeaders, SECURITY_HEADERS_INCLUDE } from '../nginx/security-headers.ts';
import { REPO_ROOT } from '../paths.ts';
import { writeFiles } from './temp-folders.ts';

/**
 * marketplace.conf run by a real nginx, when this machine has one (Debian: apt-get install
 * nginx-light), in front of stand-in renderers and api: what nginx stores and what it falls back
 * to. Paths and ports are the test's; brotli_static (a module) is left out.
 */
const NGINX = ['nginx', '/usr/sbin/nginx'].find(
  (candidate) => spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0,
);

const SHELL_PAGE =
  '<!doctype html><head><!--# config errmsg="" --><!--# block name="page_head" --><title>Expertia</title><!--# endblock -->' +
  '<!--# include virtual="/api/v1/page-head?path=$request_uri" stub="page_head" --></head><div id="root"></div>';

interface Rendered {
  path: string;
  acceptLanguage: string | undefined;
  acceptEncoding: string | undefined;
}

/** The stand-in renderer: a page naming its address, language and render count, cached as the real one says. */
function renderer(seen: Rendered[]): http.Server {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://render');
    const language = request.headers['accept-language'];
    seen.push({
      path: url.pathname,
      acceptLanguage: language,
      acceptEncoding: request.headers['accept-encoding'],
    });
    if (url.pathname === '/broken') {
      response.writeHead(502).end('renderer failed');
      return;
    }
    const privatePage =
      /^\/(customer|experts)\/app(\/|$)/.test(url.pathname) || url.searchParams.has('private');
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Content-Language', String(language));
    response.setHeader('Vary', 'Accept-Language');
    response.setHeader('X-Frame-Options', 'SAMEORIGIN');
    response.setHeader(
      'Cache-Control',
      privatePage
        ? 'private, no-store'
        : `public, max-age=0, s-maxage=${url.searchParams.get('fresh') ?? '60'}, stale-while-revalidate=600`,
    );
    if (url.pathname === '/with-cookie') response.setHeader('Set-Cookie', 'seen=1; Path=/');
    response.end(`<html lang="${language}">${url.pathname} #${seen.length}</html>`);
  });
}

function api(): http.Server {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api');
    if (url.pathname === '/api/v1/page-head')
      response.end(`<title>Head of ${url.searchParams.get('path')}</title>`);
    else if (url.pathname === '/sitemap.xml')
      response.writeHead(200, { 'Content-Type': 'application/xml' }).end('<urlset/>');
    else if (url.pathname === '/robots.txt')
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('Sitemap: /sitemap.xml');
    else response.writeHead(404).end();
  });
}

async function listen(server: http.Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  const port = await listen(server);
  server.close();
  await once(server, 'close');
  return port;
}

describe('marketplace.conf in a real nginx', () => {
  if (!NGINX) {
    throw new Error(
      "nginx is not installed: Debian's nginx-light and libnginx-mod-http-brotli-static (.ci/run installs them).",
    );
  }
  const rendered: Rendered[] = [];
  const renderers = [renderer(rendered), renderer(rendered)];
  const apiServer = api();
  let nginx: ChildProcess | undefined;
  let origin = '';
  // For the whole file (tempFolder's are removed after each test).
  let root = '';

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'deploy-nginx-'));
    // nginx's workers may run as another user than the test.
    await chmod(root, 0o755);
    const [render1, render2] = await Promise.all(renderers.map(listen));
    const apiPort = await listen(apiServer);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const headers = nginxSecurityHeaders().replaceAll(/\$\{\w+\}/g, '');
    const config = (await readFile(path.join(REPO_ROOT, 'deploy', 'nginx', 'marketplace.conf'), 'utf8'))
      .replaceAll(/^\s*brotli_static \w+;$/gm, '')
      .replaceAll(SECURITY_HEADERS_INCLUDE, path.join(root, 'security-headers.conf'))
      .replaceAll('/srv/marketplace', path.join(root, 'srv'))
      .replaceAll('/var/lib/nginx/marketplace-pages', path.join(root, 'pages'))
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replaceAll(/127\.0\.0\.1:808[12]/g, `127.0.0.1:${apiPort}`)
      .replace('127.0.0.1:8090', `127.0.0.1:${render1}`)
      .replace('127.0.0.1:8091', `127.0.0.1:${render2}`);
    await writeFiles(root, {
      'srv/shell/index.html': SHELL_PAGE,
      'srv/shell/main.js': 'console.log("shell")',
      'srv/registry/remotes.json': '{}',
      'security-headers.conf': headers,
      'marketplace.conf': config,
      'nginx.conf': [
        'daemon off;',
        `pid ${root}/nginx.pid;`,
        `error_log ${root}/error.log;`,
        'events {}',
        'http {',
        '  types { text/html html; application/javascript js; application/json json; }',
        '  access_log off;',
        `  client_body_temp_path ${root}/body;`,
        `  proxy_temp_path ${root}/proxy;`,
        `  fastcgi_temp_path ${root}/fastcgi;`,
        `  uwsgi_temp_path ${root}/uwsgi;`,
        `  scgi_temp_path ${root}/scgi;`,
        `  include ${root}/marketplace.conf;`,
        '}',
        '',
      ].join('\n'),
    });
    nginx = spawn(NGINX as string, ['-p', root, '-c', path.join(root, 'nginx.conf')], { stdio: 'inherit' });
    for (let attempt = 0; ; attempt++) {
      const answer = await fetch(`${origin}/main.js`).catch(() => undefined);
      if (answer?.ok) break;
      if (attempt > 50) throw new Error(await readFile(path.join(root, 'error.log'), 'utf8'));
      await sleep(100);
    }
  });

  afterAll(async () => {
    if (nginx?.exitCode === null) {
      nginx.kill('SIGTERM');
      await once(nginx, 'exit');
    }
    for (const server of [...renderers, apiServer]) server.closeAllConnections();
    await Promise.all(
      [...renderers, apiServer].map((server) => new Promise((resolve) => server.close(resolve))),
    );
    if (root) await rm(root, { recursive: true, force: true });
  });

  const get = (page: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${page}`, { headers: { Accept: 'text/html', 'Accept-Language': '', ...headers } });

  it('renders a guest page once per language, and sends the renderer that language alone', async () => {
    const first = await get('/experts/12', { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.8' });
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(first.headers.get('content-language')).toBe('es');
    const body = await first.text();
    const again = await get('/experts/12', { Cookie: 'locale=es', 'Accept-Language': 'en' });
    expect(again.headers.get('x-cache-status')).toBe('HIT');
    expect(await again.text()).toBe(body);
    const english = await get('/experts/12', { 'Accept-Language': 'en-US' });
    expect(english.headers.get('x-cache-status')).toBe('MISS');
    expect(english.headers.get('content-language')).toBe('en');
    expect((await get('/experts/12')).headers.get('x-cache-status')).toBe('HIT');
    expect(rendered.filter((entry) => entry.path === '/experts/12')).toEqual([
      { path: '/experts/12', acceptLanguage: 'es', acceptEncoding: undefined },
      { path: '/experts/12', acceptLanguage: 'en', acceptEncoding: undefined },
    ]);
    // The one definition's security headers, not the renderer's.
    expect(english.headers.get('x-frame-options')).toBe('DENY');
    expect(english.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('never stores a private answer or one that sets a cookie', async () => {
    // A signed-in area's page (which skips the cache), any other private one, one with a cookie.
    for (const page of ['/customer/app/bookings', '/experts/12/reviews?private', '/with-cookie']) {
      await get(page);
      const again = await get(page);
      expect(again.headers.get('x-cache-status'), page).not.toBe('HIT');
      const pathname = page.replace(/\?.*/, '');
      expect(
        rendered.filter((entry) => entry.path === pathname),
        page,
      ).toHaveLength(2);
    }
    expect((await get('/customer/app/bookings')).headers.get('cache-control')).toBe('private, no-store');
  });

  it('serves a stale page while one request renders it again', async () => {
    const first = await (await get('/terms?fresh=1')).text();
    // nginx counts whole seconds: fresh for 1 s is past its time 2 s later.
    await sleep(2100);
    const stale = await get('/terms?fresh=1');
    expect(stale.headers.get('x-cache-status')).toBe('STALE');
    expect(await stale.text()).toBe(first);
    await sleep(200);
    const renewed = await get('/terms?fresh=1');
    expect(renewed.headers.get('x-cache-status')).toBe('HIT');
    expect(await renewed.text()).not.toBe(first);
  });

  it('asks the api for /sitemap.xml and /robots.txt', async () => {
    expect(await (await get('/sitemap.xml')).text()).toBe('<urlset/>');
    expect(await (await get('/robots.txt')).text()).toBe('Sitemap: /sitemap.xml');
  });

  it("sends the shell's page, its head through SSI, when a renderer fails or none answers", async () => {
    const failed = await get('/broken');
    expect(failed.status).toBe(200);
    expect(await failed.text()).toMatch(/<title>Head of \/broken<\/title>.*<div id="root">/);
    await get('/privacy');
    for (const server of renderers) {
      server.closeAllConnections();
      server.close();
    }
    const stored = await get('/privacy');
    expect(stored.headers.get('x-cache-status')).toBe('HIT');
    const page = await get('/experts/99');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toMatch(/<title>Head of \/experts\/99<\/title>.*<div id="root">/);
  });
});
