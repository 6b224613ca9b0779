import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { type ApiConfig, contentSecurityPolicy, cspSources } from 'api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cdnRoot } from '../publish/cdn.ts';
import { readRegistry, remoteOrigins } from '../publish/registry.ts';
import { shellContractOf } from '../publish/shell-contract.ts';
import { answerPageFormPosts } from '../render/form-post.ts';
import { cachedText, fillPageHead, pageHeadTags } from '../render/page-head.ts';
import { pageLanguage } from '../render/page-language.ts';
import {
  type createPageRenderer,
  isSignedIn,
  PRIVATE_PAGE_CACHE,
  SHELL_PAGE_CACHE,
} from '../render/page-renderer.ts';
import { previewBanner, withPreviewBanner } from '../render/preview-banner.ts';
import { releaseHeaders, visitorRelease } from '../render/visitor-release.ts';
import { cacheControlFor, NO_CACHE } from './cache-headers.ts';

export interface StaticSiteOptions {
  /** The shell's `dist/`. */
  shellDist: string;
  /** Where `cdn/` (published remotes) and `registry/remotes.json` live. */
  dataDir: string;
  /** What the pages' Content-Security-Policy allows besides the remotes: Stripe and LiveKit. */
  config: Pick<ApiConfig, 'stripeApiBase' | 'livekitUrl'>;
  /** Renders the public pages on the server; without it every page is rendered in the browser. */
  renderPage?: ReturnType<typeof createPageRenderer>;
}

function isUnder(urlPath: string, prefix: string): boolean {
  return urlPath === prefix || urlPath.startsWith(`${prefix}/`);
}

/** What a browser fetches as a sub-resource (Sec-Fetch-Dest): never a page. */
const SUBRESOURCES = new Set([
  'script',
  'style',
  'image',
  'font',
  'manifest',
  'worker',
  'sharedworker',
  'audio',
  'video',
]);

/**
 * The shell's router owns every page path, so any client opening one gets index.html: a browser,
 * and curl, a crawler or a link preview (which accept any type, or say nothing). These keep their
 * real 404: the api and the remotes' files, a caller asking for JSON, a missing file (a name with
 * an extension), and a browser's script, style or image request.
 */
export function wantsAppPage(
  method: string,
  urlPath: string,
  headers: { accept?: string; 'sec-fetch-dest'?: string | string[] },
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isUnder(urlPath, '/api') || isUnder(urlPath, '/mf')) return false;
  if (/\.[A-Za-z0-9]+$/.test(urlPath)) return false;
  if ((headers.accept ?? '').toLowerCase().includes('application/json')) return false;
  const destination = headers['sec-fetch-dest'];
  return typeof destination !== 'string' || !SUBRESOURCES.has(destination);
}

/**
 * The file under `root` that a URL path names (a folder → its index.html), or undefined when there is
 * none or the path tries to leave `root` or reach a hidden file.
 */
async function resolveStaticFile(root: string, urlPath: string): Promise<string | undefined> {
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

    // Pages are compressed per answer as nginx does in production (its `gzip on`); each part the
    // renderer streams is flushed, so the head (styles) reaches the browser before the body ends.
    await site.register(fastifyCompress, {
      global: false,
      encodings: ['br', 'gzip'],
      zlibOptions: { flush: constants.Z_SYNC_FLUSH },
      brotliOptions: {
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 4,
        },
      },
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

    const shellPage = cachedText(path.join(options.shellDist, 'index.html'));
    const shellContract = shellContractOf(options.shellDist);
    /**
     * The page asked for: a public page rendered on the server for a guest, else the shell's page
     * (rendered in the browser), with the head tags of the page (an expert's: the expert's). Its
     * policy also lets it load the remotes from the origins the registry names now (a remote
     * published to a CDN): read per page, since a release changes the registry while the runner
     * serves.
     */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const discovery = await readRegistry(options.dataDir);
      const { cookie } = request.headers;
      const release = visitorRelease(discovery, request.url, cookie, {
        secure: request.protocol === 'https',
        shell: await shellContract(),
      });
      const locale = pageLanguage(cookie, request.headers['accept-language']);
      const page = withPreviewBanner(
        fillPageHead(await shellPage(), await pageHeadTags(app, request.url, locale)),
        previewBanner(release, locale, request.url),
      );
      reply
        .header(
          'content-security-policy',
          contentSecurityPolicy(cspSources(options.config, remoteOrigins(discovery))),
        )
        .type('text/html; charset=utf-8');
      const rendered = await options.renderPage?.({
        url: request.url,
        cookie,
        acceptLanguage: request.headers['accept-language'],
        shellPage: page,
        registry: release.registry,
        pins: release.pins,
      });
      if (rendered) {
        return reply
          .code(rendered.status)
          .headers(releaseHeaders(release, rendered.headers))
          .compress(rendered.body);
      }
      // A signed-in visitor's page is theirs; a guest's shell page is only revalidated.
      return reply
        .headers(
          releaseHeaders(release, {
            'cache-control': isSignedIn(cookie) ? PRIVATE_PAGE_CACHE : SHELL_PAGE_CACHE,
            vary: 'accept-language',
          }),
        )
        .compress(page);
    };

    site.get('/*', async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      const file = isUnder(urlPath, '/api') ? undefined : await resolveStaticFile(options.shellDist, urlPath);
      if (file === 'index.html') return sendPage(request, reply);
      if (file) return reply.sendFile(file);
      if (wantsAppPage(request.method, urlPath, request.headers)) return sendPage(request, reply);
      return reply.callNotFound();
    });

    answerPageFormPosts(site);
  });
}
