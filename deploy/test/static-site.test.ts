import { createHash } from 'node:crypto';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { EARLY_INPUT_SCRIPT } from 'shared-contracts/page-render';
import { DISCOVERY_SCHEMA } from 'shared-contracts/remote-discovery';
import { afterEach, describe, expect, it } from 'vitest';
import { IMMUTABLE, NO_CACHE } from '../local/cache-headers.ts';
import { staticSite, wantsAppPage } from '../local/static-site.ts';
import type { Registry } from '../publish/registry.ts';
import { listVersion, remoteDist, tempFolder, writeFiles } from './temp-folders.ts';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/** A chunk with the `.br` and `.gz` siblings a production build writes. */
const BIG_CHUNK = `export const words = ${JSON.stringify('marketplace '.repeat(500))};`;
/** The shell's page as its build writes it (remote-kit/harness/index.html, pageHead): nginx SSI where the head tags go. */
const SHELL_PAGE =
  '<!doctype html><head><!--# config errmsg="" --><!--# block name="page_head" --><title>Expertia</title><!--# endblock -->' +
  '<!--# include virtual="/api/v1/page-head?path=$request_uri" stub="page_head" --></head><div id="root"></div>';
const CONFIG = { stripeApiBase: 'http://localhost:12999', livekitUrl: 'ws://localhost:17999' };
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The runner's static side on an instance that, like the api, owns the root 404 handler. */
async function serve(renderPage?: Parameters<typeof staticSite>[1]['renderPage']) {
  const root = await tempFolder();
  const shellDist = path.join(root, 'shell-dist');
  const dataDir = path.join(root, 'data');
  await writeFiles(shellDist, {
    'index.html': SHELL_PAGE,
    'main.js': 'console.log("shell")',
    '512.f3a9c0d18e2b.js': 'chunk',
    '730.0c4e5a7b9d21.js': BIG_CHUNK,
    '730.0c4e5a7b9d21.js.br': brotliCompressSync(BIG_CHUNK),
    '730.0c4e5a7b9d21.js.gz': gzipSync(BIG_CHUNK),
    '.secret': 'hidden',
  });
  await writeFiles(path.join(dataDir, 'cdn', 'mf-discovery', '0.1.0-aaaaaaaa'), remoteDist('a'));
  await writeFiles(path.join(dataDir, 'cdn', 'mf-discovery', '0.1.0-bbbbbbbb'), remoteDist('b'));
  await writeFiles(root, { 'outside.txt': 'not served' });
  app = Fastify();
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ message: 'Not found', error: { message: 'Not found' } }),
  );
  app.get('/api/v1/health', async () => ({ data: { status: 'ok' } }));
  // The api's files at the site's root.
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain').send('User-agent: *'));
  app.get('/sitemap.xml', async (_request, reply) => reply.type('application/xml').send('<urlset/>'));
  // The api's head tags: an expert's page has its own, in the caller's language.
  app.get('/api/v1/page-head', async (request, reply) => {
    const { path: page } = request.query as { path: string };
    if (!page.startsWith('/experts/12')) return reply.code(404).send();
    const language = request.headers['accept-language'] === 'es' ? 'es' : 'en';
    return reply.type('text/html').send(`<title>Eva (${language}) &amp; ${page}</title>`);
  });
  await staticSite(app, { shellDist, dataDir, config: CONFIG, ...(renderPage ? { renderPage } : {}) });
  return { app, dataDir };
}

describe('the shell', () => {
  it('answers a form a page sent by itself (before its scripts ran) with the page again, fields dropped', async () => {
    const { app } = await serve();
    const response = await app.inject({
      method: 'POST',
      url: '/experts/login?next=%2Fexperts%2Fapp',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=eva%40demo.test&password=secret',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/experts/login?next=%2Fexperts%2Fapp');
    expect(response.body).not.toContain('secret');
    const json = await app.inject({ method: 'POST', url: '/experts/login', payload: { email: 'x' } });
    expect(json.statusCode).toBe(404);
    const api = await app.inject({
      method: 'POST',
      url: '/api/v1/nowhere',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(api.statusCode).toBe(404);
  });

  it('serves index.html at / without caching it', async () => {
    const { app } = await serve();
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers a browser opening any page path with index.html (the shell routes it)', async () => {
    const { app } = await serve();
    for (const url of ['/customer/app', '/experts/12?tab=about', '/get-started/']) {
      const response = await app.inject({ url, headers: { accept: HTML } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
    const head = await app.inject({ method: 'HEAD', url: '/customer/app', headers: { accept: HTML } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('keeps a signed-in visitor’s page out of every cache', async () => {
    const { app } = await serve();
    const response = await app.inject({
      url: '/customer/app',
      headers: { accept: HTML, cookie: 'userType=customer; locale=es' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers curl, crawlers and link previews too, with the head tags of the page asked for', async () => {
    const { app } = await serve();
    for (const accept of ['*/*', undefined]) {
      const response = await app.inject({ url: '/experts/12?tab=about', headers: accept ? { accept } : {} });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(
        '<!doctype html><head><title>Eva (en) &amp; /experts/12?tab=about</title></head><div id="root"></div>',
      );
    }
    const spanish = await app.inject({ url: '/experts/12', headers: { 'accept-language': 'es' } });
    expect(spanish.body).toContain('<title>Eva (es) &amp; /experts/12</title>');
    expect(spanish.headers.vary).toMatch(/accept-language/i);
    // Any other page keeps the default title of the block.
    for (const url of ['/', '/customer/app']) {
      const page = await app.inject({ url });
      expect(page.body, url).toBe('<!doctype html><head><title>Expertia</title></head><div id="root"></div>');
    }
  });

  it('keeps a real 404 for missing scripts and for the api and remote paths', async () => {
    const { app } = await serve();
    for (const url of ['/missing.js', '/shell/styles.css', '/favicon.ico']) {
      expect((await app.inject({ url, headers: { accept: '*/*' } })).statusCode, url).toBe(404);
    }
    const script = await app.inject({
      url: '/chunk',
      headers: { accept: '*/*', 'sec-fetch-dest': 'script' },
    });
    expect(script.statusCode).toBe(404);
    const json = await app.inject({ url: '/customer/app', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    for (const url of ['/api/v1/nothing', '/api', '/mf/mf-discovery/9.9.9/mf-manifest.json']) {
      const response = await app.inject({ url, headers: { accept: HTML } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Not found', error: { message: 'Not found' } });
    }
    expect(
      (await app.inject({ method: 'POST', url: '/customer/app', headers: { accept: HTML } })).statusCode,
    ).toBe(404);
  });

  it('does not shadow api routes', async () => {
    const { app } = await serve();
    const response = await app.inject({ url: '/api/v1/health', headers: { accept: HTML } });
    expect(response.json()).toEqual({ data: { status: 'ok' } });
  });

  it("does not shadow the api's files at the site's root", async () => {
    const { app } = await serve();
    for (const accept of [HTML, '*/*']) {
      expect((await app.inject({ url: '/robots.txt', headers: { accept } })).body).toBe('User-agent: *');
      expect((await app.inject({ url: '/sitemap.xml?page=2', headers: { accept } })).body).toBe('<urlset/>');
    }
  });

  it('caches hashed chunks for a year and entry files not at all', async () => {
    const { app } = await serve();
    const chunk = await app.inject({ url: '/512.f3a9c0d18e2b.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    const entry = await app.inject({ url: '/main.js' });
    expect(entry.body).toBe('console.log("shell")');
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
  });

  it('answers with the brotli or gzip copy of the build as the browser accepts, plain otherwise, varying by it', async () => {
    const { app } = await serve();
    const url = '/730.0c4e5a7b9d21.js';
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_CHUNK);
    expect(brotli.rawPayload.length).toBeLessThan(BIG_CHUNK.length / 5);

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_CHUNK);

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_CHUNK);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    // A file without compressed copies is sent as it is to every browser.
    const small = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log("shell")');
  });

  it('never serves hidden files or files outside its folder', async () => {
    const { app } = await serve();
    for (const url of [
      '/.secret',
      '/../outside.txt',
      '/%2e%2e/outside.txt',
      '/..%2foutside.txt',
      '/%E0%A4%A',
    ]) {
      const response = await app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain('not served');
      expect(response.body, url).not.toContain('hidden');
    }
  });
});

describe('published remotes under /mf/', () => {
  it('serves a version’s manifest without caching, chunks immutable, both readable from any origin', async () => {
    const { app } = await serve();
    const manifest = await app.inject({ url: '/mf/mf-discovery/0.1.0-aaaaaaaa/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ id: 'mf_discovery' });
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');

    const entry = await app.inject({ url: '/mf/mf-discovery/0.1.0-aaaaaaaa/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe(NO_CACHE);

    const chunk = await app.inject({
      url: '/mf/mf-discovery/0.1.0-bbbbbbbb/__federation_expose_CategorySearch.0123456789ab.js',
    });
    expect(chunk.body).toBe('b');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a CORS preflight', async () => {
    const { app } = await serve();
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/mf/mf-discovery/0.1.0-aaaaaaaa/mf-manifest.json',
      headers: { origin: 'http://elsewhere.test', 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toContain('GET');
  });

  it('lists no folders', async () => {
    const { app } = await serve();
    for (const url of ['/mf/mf-discovery/', '/mf/mf-discovery', '/mf/']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain('0.1.0-aaaaaaaa');
    }
  });
});

describe('/remotes.json', () => {
  it('answers the registry as it is on disk at each request, never cached', async () => {
    const { app, dataDir } = await serve();
    const urls = async () =>
      ((await app.inject({ url: '/remotes.json' })).json() as Registry).microFrontends.mf_discovery?.map(
        (entry) => entry.url,
      );
    const empty = await app.inject({ url: '/remotes.json' });
    expect(empty.json()).toEqual({ schema: DISCOVERY_SCHEMA, microFrontends: {} });
    expect(empty.headers['cache-control']).toBe(NO_CACHE);

    await listVersion(dataDir, 'mf_discovery', '/mf/mf-discovery/0.1.0-aaaaaaaa/mf-manifest.json');
    expect(await urls()).toEqual(['/mf/mf-discovery/0.1.0-aaaaaaaa/mf-manifest.json']);
    await listVersion(dataDir, 'mf_discovery', '/mf/mf-discovery/0.1.0-bbbbbbbb/mf-manifest.json');
    expect(await urls()).toEqual(['/mf/mf-discovery/0.1.0-bbbbbbbb/mf-manifest.json']);
  });
});

describe('canaries and previews', () => {
  const STABLE = '/mf/mf-discovery/0.1.0-aaaaaaaa/mf-manifest.json';
  const CANARY = '/mf/mf-discovery/0.1.0-bbbbbbbb/mf-manifest.json';
  const VISITOR = /^mf_visitor=([0-9a-f-]{36}); Path=\/; SameSite=Lax; Max-Age=31536000$/;

  /** The runner with a renderer that notes the registry each page was rendered with. */
  async function serveRendering() {
    const registries: Record<string, string>[] = [];
    const served = await serve(async (request) => {
      registries.push(request.registry);
      return null;
    });
    await listVersion(served.dataDir, 'mf_discovery', STABLE);
    return { ...served, registries };
  }

  const cookiesOf = (response: { headers: Record<string, unknown> }) =>
    [response.headers['set-cookie'] ?? []].flat().map(String);

  it('gives no cookie and keeps pages shared while one version serves everyone', async () => {
    const { app, registries } = await serveRendering();
    const page = await app.inject({ url: '/experts', headers: { accept: HTML } });
    expect(cookiesOf(page)).toEqual([]);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(registries).toEqual([{ mf_discovery: STABLE }]);
  });

  it('gives a new visitor an id while a canary is live, and renders each visitor’s own version', async () => {
    const { app, dataDir, registries } = await serveRendering();
    await listVersion(dataDir, 'mf_discovery', CANARY, { traffic: 50, default: false });
    const first = await app.inject({ url: '/experts', headers: { accept: HTML } });
    const [cookie] = cookiesOf(first);
    const visitor = VISITOR.exec(cookie ?? '')?.[1];
    expect(visitor).toBeDefined();
    expect(first.headers['cache-control']).toBe('private, no-store');

    const chosen = new Set<string>();
    for (let index = 0; index < 40; index += 1) {
      const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
      const again = async () =>
        app.inject({ url: '/experts', headers: { accept: HTML, cookie: `mf_visitor=${id}` } });
      expect(cookiesOf(await again())).toEqual([]);
      await again();
      const [once, twice] = registries.slice(-2);
      expect(twice).toEqual(once);
      chosen.add(once?.mf_discovery ?? '');
    }
    expect(chosen).toEqual(new Set([STABLE, CANARY]));
  });

  it('pins a listed version for the session with ?preview=, refuses an unlisted one, and ends at ?preview=', async () => {
    const { app, dataDir, registries } = await serveRendering();
    await listVersion(dataDir, 'mf_discovery', CANARY, { traffic: 1, default: false });
    const started = await app.inject({
      url: '/experts?preview=mf_discovery@0.1.0-bbbbbbbb',
      headers: { accept: HTML, cookie: 'mf_visitor=00000000-0000-4000-8000-000000000001' },
    });
    expect(cookiesOf(started)).toEqual(['mf_preview=mf_discovery%400.1.0-bbbbbbbb; Path=/; SameSite=Lax']);
    expect(registries.at(-1)).toEqual({ mf_discovery: CANARY });
    expect(started.body).toContain('Preview: <strong>mf_discovery 0.1.0-bbbbbbbb</strong>');
    expect(started.body).toContain('href="/experts?preview="');

    const later = await app.inject({
      url: '/customer/app',
      headers: { accept: HTML, cookie: 'mf_preview=mf_discovery%400.1.0-bbbbbbbb; locale=es' },
    });
    expect(registries.at(-1)).toEqual({ mf_discovery: CANARY });
    expect(later.body).toContain('Vista previa: <strong>mf_discovery 0.1.0-bbbbbbbb</strong>');
    expect(later.headers['cache-control']).toBe('private, no-store');

    const refused = await app.inject({
      url: '/experts?preview=mf_discovery@https://evil.test/x',
      headers: { accept: HTML },
    });
    expect(refused.body).toContain('Not previewed, not a version this site lists and can load:');
    expect(cookiesOf(refused)).toContainEqual('mf_preview=; Path=/; SameSite=Lax; Max-Age=0');
    expect(registries.at(-1)?.mf_discovery).not.toContain('evil');

    const ended = await app.inject({
      url: '/experts?preview=',
      headers: { accept: HTML, cookie: 'mf_preview=mf_discovery%400.1.0-bbbbbbbb' },
    });
    expect(cookiesOf(ended)).toContainEqual('mf_preview=; Path=/; SameSite=Lax; Max-Age=0');
    expect(ended.body).not.toContain('release-preview');
  });
});

describe("the pages' Content-Security-Policy", () => {
  const earlyInput = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;
  const scriptSources = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));

  it('lets a page load the remotes from the origins the registry names at that moment', async () => {
    const { app, dataDir } = await serve();
    await listVersion(dataDir, 'mf_discovery', '/mf/mf-discovery/0.1.0-aaaaaaaa/mf-manifest.json');
    expect(scriptSources(await app.inject({ url: '/' }))).toBe(
      `script-src 'self' ${earlyInput} http://localhost:12999`,
    );
    await listVersion(dataDir, 'mf_booking', 'https://cdn.example.com/mf/mf-booking/1/mf-manifest.json');
    for (const url of ['/', '/customer/app']) {
      const page = await app.inject({ url, headers: { accept: HTML } });
      expect(scriptSources(page), url).toBe(
        `script-src 'self' ${earlyInput} https://cdn.example.com http://localhost:12999`,
      );
    }
  });
});

describe('which requests get the app page', () => {
  it('is any read of a page path that does not ask for JSON and is no file a browser loads', () => {
    expect(wantsAppPage('GET', '/customer/app', { accept: HTML })).toBe(true);
    expect(wantsAppPage('HEAD', '/terms', { accept: 'text/html' })).toBe(true);
    expect(wantsAppPage('GET', '/experts/12', { accept: '*/*' })).toBe(true);
    expect(wantsAppPage('GET', '/experts/12', {})).toBe(true);
    expect(wantsAppPage('GET', '/experts/12', { accept: HTML, 'sec-fetch-dest': 'document' })).toBe(true);
    expect(wantsAppPage('GET', '/apiary', { accept: HTML })).toBe(true);
    expect(wantsAppPage('GET', '/customer/app', { accept: 'application/json' })).toBe(false);
    expect(wantsAppPage('GET', '/customer/app', { accept: 'application/json, text/plain, */*' })).toBe(false);
    expect(wantsAppPage('GET', '/customer/app', { accept: '*/*', 'sec-fetch-dest': 'script' })).toBe(false);
    expect(wantsAppPage('GET', '/logo.png', { accept: HTML })).toBe(false);
    expect(wantsAppPage('DELETE', '/customer/app', { accept: HTML })).toBe(false);
    expect(wantsAppPage('GET', '/api/v1/experts', { accept: HTML })).toBe(false);
    expect(wantsAppPage('GET', '/mf/x', { accept: HTML })).toBe(false);
  });
});
