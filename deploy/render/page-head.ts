import { readFile, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';

/**
 * The shell's index.html carries nginx SSI commands where a page's head tags go
 * (remote-kit/harness/index.html with `pageHead`): a `page_head` block with the default title, and an include of
 * GET /api/v1/page-head. The runner does what nginx's SSI does with them.
 */
const CONFIG = /<!--# config [^>]*-->/g;
const BLOCK = /<!--# block name="page_head" -->([\s\S]*?)<!--# endblock -->/;
const INCLUDE = /<!--# include virtual="[^"]*" stub="page_head" -->/;

/** `html` with the include replaced by `tags`, or by the block's default when there are none. */
export function fillPageHead(html: string, tags: string | undefined): string {
  const stub = BLOCK.exec(html)?.[1] ?? '';
  return html
    .replace(CONFIG, '')
    .replace(BLOCK, '')
    .replace(INCLUDE, () => tags ?? stub);
}

/** The api's head tags for a page address (`/experts/12?tab=about`), or undefined when it has none. */
export async function pageHeadTags(
  app: FastifyInstance,
  pageUrl: string,
  acceptLanguage: string | undefined,
): Promise<string | undefined> {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/v1/page-head?path=${encodeURIComponent(pageUrl)}`,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
  return answer.statusCode === 200 ? answer.body : undefined;
}

/** A file's text, read again only when it changes (the shell is rebuilt while the runner serves). */
export function cachedText(file: string): () => Promise<string> {
  let kept: { mtimeMs: number; text: string } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (kept?.mtimeMs !== mtimeMs) kept = { mtimeMs, text: await readFile(file, 'utf8') };
    return kept.text;
  };
}
