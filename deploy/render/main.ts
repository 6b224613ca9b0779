// The page renderer of a production deployment (deploy/k8s/render.yaml, behind nginx): public
// pages for guests rendered on the server, every other page the shell's page. The runner of
// `npm start` does the same inside its one process (local/static-site.ts).
//   PORT        where it listens (8090)
//   SHELL_DIST  the shell's dist/ (with dist/server/)
//   DATA_DIR    where registry/remotes.json is (the file nginx serves as /remotes.json): each
//               request's versions are chosen from it (render/visitor-release.ts)
//   API_URL     the api's origin, for the pages' data and head tags
//   REMOTES_URL the origin the registry's site paths (/mf/…) are read from (nginx)
import path from 'node:path';
import Fastify from 'fastify';
import { parsePort } from '../port-number.ts';
import { readRegistry } from '../publish/registry.ts';
import { shellContractOf } from '../publish/shell-contract.ts';
import { answerPageFormPosts } from './form-post.ts';
import { cachedText, fillPageHead } from './page-head.ts';
import { pageLanguage } from './page-language.ts';
import { createPageRenderer, isSignedIn, PRIVATE_PAGE_CACHE, SHELL_PAGE_CACHE } from './page-renderer.ts';
import { previewBanner, withPreviewBanner } from './preview-banner.ts';
import { releaseHeaders, visitorRelease } from './visitor-release.ts';
import { warmUp } from './warm-up.ts';

const env = process.env;
const port = parsePort(env.PORT, 8090);
const apiUrl = env.API_URL;
const remotesUrl = env.REMOTES_URL;
if (port === undefined || !apiUrl || !remotesUrl) {
  console.error('The renderer needs PORT (a number), API_URL and REMOTES_URL.');
  process.exit(1);
}
const shellDist = path.resolve(env.SHELL_DIST ?? 'shell/dist');
const dataDir = path.resolve(env.DATA_DIR ?? '.data');

const renderPage = createPageRenderer({ shellDist, remotesOrigin: remotesUrl, apiOrigin: apiUrl });
const shellPage = cachedText(path.join(shellDist, 'index.html'));
const shellContract = shellContractOf(shellDist);

/** The api's head tags of a page (an expert's: the expert's), or none when it cannot say. */
async function headTags(url: string, locale: string): Promise<string | undefined> {
  const response = await fetch(`${apiUrl}/api/v1/page-head?path=${encodeURIComponent(url)}`, {
    headers: { 'accept-language': locale },
  }).catch(() => undefined);
  return response?.ok ? response.text() : undefined;
}

const app = Fastify({ logger: { level: 'warn' } });
app.get('/*', async (request, reply) => {
  const { cookie } = request.headers;
  const secure = request.headers['x-forwarded-proto'] === 'https' || request.protocol === 'https';
  const release = visitorRelease(await readRegistry(dataDir), request.url, cookie, {
    secure,
    shell: await shellContract(),
  });
  const locale = pageLanguage(cookie, request.headers['accept-language']);
  const page = withPreviewBanner(
    fillPageHead(await shellPage(), await headTags(request.url, locale)),
    previewBanner(release, locale, request.url),
  );
  reply.type('text/html; charset=utf-8');
  const rendered = await renderPage({
    url: request.url,
    cookie,
    acceptLanguage: request.headers['accept-language'],
    shellPage: page,
    registry: release.registry,
    pins: release.pins,
  });
  if (rendered) {
    return reply.code(rendered.status).headers(releaseHeaders(release, rendered.headers)).send(rendered.body);
  }
  // A signed-in visitor's page is theirs; a guest's shell page is only revalidated.
  return reply
    .headers(
      releaseHeaders(release, {
        'cache-control': isSignedIn(cookie) ? PRIVATE_PAGE_CACHE : SHELL_PAGE_CACHE,
        vary: 'accept-language',
      }),
    )
    .send(page);
});

answerPageFormPosts(app);

await app.listen({ port, host: env.HOST ?? '0.0.0.0' });
await warmUp(`http://127.0.0.1:${port}`);
console.log(`Page renderer on port ${port} (api ${apiUrl}, remotes ${remotesUrl}).`);
