import type { FastifyInstance } from 'fastify';

/** The types a browser sends a form in. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Whether a request is a page's form sent by the browser itself (before the page's scripts ran, or
 * without them) to a page path. Such a post is answered with the page again (303 to the same
 * address) and its fields are dropped: the product's forms talk to the api, and a password must
 * never be echoed into an address.
 */
function isPageFormPost(urlPath: string, contentType: string | undefined): boolean {
  if (urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/mf/')) return false;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return FORM_TYPES.includes(type);
}

/**
 * Registers the answer to a page's form sent by the browser itself (`isPageFormPost`): the page
 * again, before any body is read, so the fields are never parsed, kept or logged; any other post
 * to a page path is not found.
 */
export function answerPageFormPosts(app: FastifyInstance): void {
  app.post('/*', {
    onRequest: async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (isPageFormPost(urlPath, request.headers['content-type'])) return reply.redirect(request.url, 303);
      return reply.callNotFound();
    },
    handler: async (_request, reply) => reply.callNotFound(),
  });
}
