import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pickLocale } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { nginxSecurityHeaders } from '../nginx/security-headers.ts';
import { REPO_ROOT } from '../paths.ts';

const CONF = path.join(REPO_ROOT, 'deploy', 'nginx', 'marketplace.conf');

/**
 * A block of the configuration: its head (`location @page {`) and its own lines, nested blocks
 * apart; the first block (head '') holds the file's top-level lines.
 */
interface Block {
  head: string;
  own: string[];
}

function nginxBlocks(config: string): Block[] {
  const top: Block = { head: '', own: [] };
  const blocks: Block[] = [top];
  const open: Block[] = [top];
  let pending = '';
  for (const raw of config.split('\n')) {
    const line = `${pending} ${raw.replace(/(^|\s)#.*/, '')}`.trim();
    pending = '';
    if (!line) continue;
    if (line.endsWith('{')) {
      const block = { head: line, own: [] };
      open.push(block);
      blocks.push(block);
    } else if (line === '}') open.pop();
    else if (!line.endsWith(';')) pending = line;
    else open.at(-1)?.own.push(line);
  }
  return blocks;
}

function block(blocks: Block[], head: string): Block {
  const found = blocks.find((candidate) => candidate.head === (head ? `${head} {` : ''));
  if (!found) throw new Error(`no block ${head}`);
  return found;
}

/** The arguments of a block's directive (`proxy_cache_use_stale updating error` → [updating, error]). */
function directive(of: Block, name: string): string[] | undefined {
  const line = of.own.find((candidate) => candidate.split(/\s+/)[0] === name);
  return line?.replace(/;$/, '').split(/\s+/).slice(1);
}

/**
 * nginx's `map` into `variable` as a function of its source value: exact strings first, then the
 * regular expressions in their order (`~`, `~*` without case), else the default; a value may be a
 * named capture of its expression.
 */
function nginxMap(blocks: Block[], variable: string): (source: string) => string {
  const map = blocks.find(
    (candidate) => /^map /.test(candidate.head) && candidate.head.endsWith(` ${variable} {`),
  );
  if (!map) throw new Error(`no map into ${variable}`);
  const entries = map.own.map((line) => {
    const [, quoted, bare, value] = /^(?:"((?:[^"\\]|\\.)*)"|(\S+))\s+(.+);$/.exec(line) ?? [];
    return { key: quoted ?? bare ?? '', value: value ?? '' };
  });
  return (source) => {
    let fallback = '';
    for (const { key, value } of entries) {
      if (key === 'default') fallback = value;
      else if (!key.startsWith('~') && key === source) return value;
    }
    for (const { key, value } of entries) {
      if (!key.startsWith('~')) continue;
      const pattern = key.startsWith('~*') ? new RegExp(key.slice(2), 'i') : new RegExp(key.slice(1));
      const match = pattern.exec(source);
      if (match) return value.replace(/^\$(\w+)$/, (_whole, name: string) => match.groups?.[name] ?? '');
    }
    return fallback;
  };
}

async function loadConfig() {
  return nginxBlocks(await readFile(CONF, 'utf8'));
}

/** The page's language nginx computes from the request's locale cookie and Accept-Language. */
async function pageLanguage(): Promise<(cookie: string, acceptLanguage: string) => string> {
  const blocks = await loadConfig();
  const accept = nginxMap(blocks, '$marketplace_accept_language');
  const page = nginxMap(blocks, '$marketplace_page_language');
  // The second map reads the cookie, then the first one's answer.
  block(blocks, 'map "$cookie_locale|$marketplace_accept_language" $marketplace_page_language');
  return (cookie, acceptLanguage) => page(`${cookie}|${accept(acceptLanguage)}`);
}

describe('nginx: the page language', () => {
  it('is the locale cookie when it is en or es', async () => {
    const language = await pageLanguage();
    expect(language('es', '')).toBe('es');
    expect(language('es', 'en-US,en;q=0.9')).toBe('es');
    expect(language('en', 'es-ES,es;q=0.9')).toBe('en');
  });

  it('else the first language of Accept-Language that is en or es, as the renderer and the api pick it', async () => {
    const language = await pageLanguage();
    const headers = [
      '',
      'es',
      'es-ES,es;q=0.9,en;q=0.8',
      'en-US,en;q=0.9,es;q=0.8',
      'fr-FR, es;q=0.5',
      'de, fr',
      'ES-mx',
      ' es',
      '*',
      'fr;q=0.9, EN-gb;q=0.8, es',
      'pt-BR,pt;q=0.9,es-419;q=0.8',
    ];
    for (const cookie of ['', 'fr', 'ES', 'es-MX']) {
      for (const header of headers) {
        expect(language(cookie, header), `locale=${cookie} Accept-Language: ${header}`).toBe(
          pickLocale(header),
        );
      }
    }
  });
});

describe('nginx: pages from the renderers', () => {
  it('sends page paths that are no file to the renderers, / included', async () => {
    const blocks = await loadConfig();
    expect(directive(block(blocks, 'location /'), 'try_files')).toEqual(['$uri', '@page']);
    const page = block(blocks, 'location @page');
    expect(directive(page, 'proxy_pass')).toEqual(['http://marketplace_render']);
    const upstream = block(blocks, 'upstream marketplace_render');
    expect(upstream.own.filter((line) => line.startsWith('server ')).length).toBeGreaterThanOrEqual(2);
    // A caller asking for JSON or a missing script still gets a 404, not a page.
    expect(await readFile(CONF, 'utf8')).toMatch(
      /location @page \{\s*if \(\$marketplace_wants_page = 0\) \{\s*return 404;\s*\}/,
    );
    const wantsPage = nginxMap(blocks, '$marketplace_wants_page');
    expect(wantsPage('application/json||/experts/12')).toBe('0');
    expect(wantsPage('*/*|script|/missing.js')).toBe('0');
    expect(wantsPage('text/html|document|/experts/12')).toBe('1');
  });

  it('caches guest pages keyed on the address and the page language, which the renderer is sent', async () => {
    const blocks = await loadConfig();
    const page = block(blocks, 'location @page');
    expect(directive(page, 'proxy_cache')).toEqual(['marketplace_pages']);
    const [key] = directive(page, 'proxy_cache_key') ?? [];
    expect(key).toBe('"$scheme://$host$request_uri|$marketplace_page_language"');
    expect(page.own).toContain('proxy_set_header Accept-Language $marketplace_page_language;');
    const zone = directive(block(blocks, ''), 'proxy_cache_path')?.join(' ');
    expect(zone).toMatch(/ keys_zone=marketplace_pages:\d+m /);
    expect(zone).toMatch(/ inactive=10m /);
  });

  it("honours the renderer's Cache-Control and Set-Cookie, with stale-while-revalidate", async () => {
    const config = await readFile(CONF, 'utf8');
    const blocks = nginxBlocks(config);
    const page = block(blocks, 'location @page');
    // nginx stores nothing private, no-store, no-cache or with Set-Cookie unless told to ignore them.
    for (const line of blocks.flatMap((candidate) => candidate.own)) {
      if (line.startsWith('proxy_ignore_headers')) expect(line).toBe('proxy_ignore_headers Vary;');
      expect(line).not.toMatch(/^proxy_cache_valid /);
    }
    expect(directive(page, 'proxy_cache_use_stale')).toEqual(['updating', 'error', 'timeout']);
    expect(directive(page, 'proxy_cache_background_update')).toEqual(['on']);
    expect(directive(page, 'proxy_cache_lock')).toEqual(['on']);
    expect(page.own).toContain('add_header X-Cache-Status $upstream_cache_status always;');
    // Vary is left to the key only because the renderer is sent nothing else that varies.
    expect(page.own).toContain('proxy_set_header Accept-Encoding "";');
  });

  it("never stores the signed-in areas' pages, nor serves a stored page to a visitor bucketed or previewing", async () => {
    const blocks = await loadConfig();
    const page = block(blocks, 'location @page');
    const perVisitor = [
      '$marketplace_signed_in_page',
      '$cookie_mf_visitor',
      '$cookie_mf_preview',
      '$arg_preview',
    ];
    expect(directive(page, 'proxy_cache_bypass')).toEqual(perVisitor);
    expect(directive(page, 'proxy_no_cache')).toEqual(perVisitor);
    const signedIn = nginxMap(blocks, '$marketplace_signed_in_page');
    for (const uri of ['/customer/app', '/customer/app/bookings', '/experts/app/calendar'])
      expect(signedIn(uri), uri).toBe('1');
    for (const uri of ['/', '/experts', '/experts/12', '/experts/apple', '/experts/12/reviews', '/terms'])
      expect(signedIn(uri), uri).toBe('0');
  });

  it("sends the one definition's security headers, not the renderer's", async () => {
    const page = block(await loadConfig(), 'location @page');
    const names = nginxSecurityHeaders()
      .split('\n')
      .filter((line) => line.startsWith('add_header '))
      .map((line) => line.split(' ')[1]);
    expect(names.length).toBeGreaterThan(3);
    const hidden = page.own
      .filter((line) => line.startsWith('proxy_hide_header '))
      .map((line) => line.split(' ')[1]);
    expect(hidden.map((name) => name?.replace(/;$/, '')).sort()).toEqual([...names].sort());
  });

  it("falls back to the shell's page through SSI when no renderer answers", async () => {
    const blocks = await loadConfig();
    const page = block(blocks, 'location @page');
    expect(page.own).toContain('error_page 502 504 = @shell_page;');
    expect(page.own).toContain('proxy_intercept_errors on;');
    const shell = block(blocks, 'location @shell_page');
    expect(shell.own).toContain('ssi on;');
    expect(shell.own).toContain('rewrite ^ /index.html break;');
  });

  it('proxies /sitemap.xml and /robots.txt to the api', async () => {
    const blocks = await loadConfig();
    const location = block(blocks, String.raw`location ~ ^/(robots\.txt|sitemap\.xml)$`);
    expect(directive(location, 'proxy_pass')).toEqual(['http://marketplace_api']);
    expect(location.own).toContain('error_page 502 504 = @api_unavailable;');
  });
});
