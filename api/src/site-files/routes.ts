import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { pages, queryInt, withSearch } from 'shared-contracts';
import * as v from 'valibot';
import { endpoint } from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { countListedExperts, listedExperts } from './listed-experts.ts';
import { robotsTxt } from './robots-txt.ts';
import { categorySearchPages, FIXED_PAGES } from './site-pages.ts';
import { sitemapFile, sitemapFileCount } from './sitemap-files.ts';
import { type SitemapEntry, sitemapIndex, urlset } from './sitemap-xml.ts';

const SITEMAP_PATH = '/sitemap.xml';
const ROBOTS_PATH = '/robots.txt';

/** Crawlers read these at most hourly; a new expert may wait that long to be listed. */
const CACHE_CONTROL = 'public, max-age=3600';

const SitemapQuerySchema = v.object({ page: v.optional(queryInt(1, 1_000_000)) });

/**
 * The files crawlers look for at the site's root: robots.txt and the sitemap of the public pages
 * (home, categories, each category's search, the legal texts, every listed expert's page). Past
 * 50,000 addresses the sitemap is an index of files `/sitemap.xml?page=n`: one path, so every
 * router in front of the api (nginx, the Ingress) passes it with an exact match.
 */
export const siteFileRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  const absolute = (path: string) => new URL(path, config.publicUrl).href;

  app.route(
    endpoint({
      method: 'GET',
      url: SITEMAP_PATH,
      summary: "The sitemap of the site's public pages, or its index past 50,000 addresses",
      description:
        'At the site root, not under /api/v1. Without page: the one sitemap file, or the index of the files when there are more. page: that file (from 1). XML.',
      tags: ['pages'],
      access: 'public',
      query: SitemapQuerySchema,
      produces: 'application/xml',
      handler: async ({ query, reply }) => {
        const sitePages = [...FIXED_PAGES, ...(await categorySearchPages(db))];
        const files = sitemapFileCount(sitePages.length, await countListedExperts(db));
        if (query.page !== undefined && query.page > files) throw notFound();
        reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL);
        if (query.page === undefined && files > 1) {
          const fileUrls = Array.from({ length: files }, (_, index) =>
            absolute(withSearch(SITEMAP_PATH, { page: index + 1 })),
          );
          return sitemapIndex(fileUrls);
        }
        const file = sitemapFile(query.page ?? 1, sitePages);
        const experts =
          file.expertLimit > 0 ? await listedExperts(db, file.expertOffset, file.expertLimit) : [];
        function* entries(): Generator<SitemapEntry> {
          for (const page of file.pages) yield { url: absolute(page) };
          for (const expert of experts)
            yield { url: absolute(pages.guest.expert.build({ id: expert.id })), lastmod: expert.updatedAt };
        }
        return Readable.from(urlset(entries()));
      },
    }),
  );

  app.route(
    endpoint({
      method: 'GET',
      url: ROBOTS_PATH,
      summary: 'What crawlers may read, and where the sitemap is',
      description: 'At the site root, not under /api/v1. Plain text.',
      tags: ['pages'],
      access: 'public',
      produces: 'text/plain',
      handler: ({ reply }) => {
        reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL);
        return robotsTxt(absolute(SITEMAP_PATH));
      },
    }),
  );
};
