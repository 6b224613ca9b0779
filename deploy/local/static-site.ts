import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cdnRoot } from '../publish/cdn.ts';
import { readRegistry } from '../publish/registry.ts';
import { cacheControlFor, NO_CACHE } from './cache-headers.ts';

export interface StaticSiteOptions {
  /** The shell's `dist/`. */
  shellDist: string;
  /** Where `cdn/` (published remotes) and `registry/remotes.json` live. */
  dataDir: string;
}

function isUnder(urlPath: string, prefix: string): boolean {
  return urlPath === prefix || urlPath.startsWith(`${prefix}/`);
}

/**
 * The shell's router owns every page path, so a browser opening any of them gets index.html; the
 * api, the remotes' files and anything a script fetches keep their real 404.
 */
export function wantsAppPage(method: string, urlPath: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isUnder(urlPath, '/api') || isUnder(urlPath, '/mf')) return false;
  return (accept ?? '').toLowerCase().includes('text/html');
}

/**
 * The file under `root` that a URL path names (a folder → its index.html), or undefined when there is
 * none or the path tries to leave `root` or reach a hidden file.
 */
export async function resolveStaticFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.') || segment.includes('\\'))) return undefined;
  const relative = segments.join('/');
  for (const candidate of [relative, relative ? `${relative}/index.html` : 'index.html']) {
    const found = await stat(path.join(root, candidate)).catch(() => undefined);
    if (found?.isFile()) return candidate;
  }
  return undefined;
}

function allowAnyOrigin(reply: FastifyReply) {
  reply.header('access-control-allow-origin', '*');
}

/**
 * Headers of every file served: its caching, and `Vary: Accept-Encoding` since the same URL may be
 * answered with its `.br` or `.gz` sibling (written by the production build) or the plain file.
 */
function fileHeaders(reply: FastifyReply, file: string) {
  reply.header('cache-control', cacheControlFor(file));
  reply.header('vary', 'accept-encoding');
}

/** Serves the shell at `/`, published remotes under `/mf/`, and the registry at `/remotes.json`. */
export async function staticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const cdn = cdnRoot(options.dataDir);
  await mkdir(cdn, { recursive: true });

  await app.register(async (site) => {
    // The remotes' files are fetched by the Module Federation runtime, possibly from another origin.
    site.addHook('onRequest', async (request, reply) => {
      if (isUnder(request.url, '/mf')) allowAnyOrigin(reply);
    });

    await site.register(fastifyStatic, {
      root: options.shellDist,
      serve: false,
      cacheControl: false,
      dotfiles: 'ignore',
      preCompressed: true,
      setHeaders: fileHeaders,
    });

    await site.register(fastifyStatic, {
      root: cdn,
      prefix: '/mf/',
      decorateReply: false,
      cacheControl: false,
      dotfiles: 'ignore',
      index: false,
      preCompressed: true,
      setHeaders: fileHeaders,
    });

    site.options('/mf/*', async (_request, reply) => {
      allowAnyOrigin(reply);
      reply.header('access-control-allow-methods', 'GET, HEAD, OPTIONS');
      reply.header('access-control-allow-headers', '*');
      reply.header('access-control-max-age', '86400');
      return reply.code(204).send();
    });

    site.get('/remotes.json', async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      allowAnyOrigin(reply);
      return readRegistry(options.dataDir);
    });

    site.get('/*', async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      const file = isUnder(urlPath, '/api') ? undefined : await resolveStaticFile(options.shellDist, urlPath);
      if (file) return reply.sendFile(file);
      if (wantsAppPage(request.method, urlPath, request.headers.accept)) return reply.sendFile('index.html');
      return reply.callNotFound();
    });
  });
}
