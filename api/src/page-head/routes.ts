import type { FastifyPluginAsync } from 'fastify';
import type { Locale } from 'shared-contracts';
import * as v from 'valibot';
import { loadExpert } from '../experts/expert-view.ts';
import { endpoint } from '../http/endpoint.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { headTags, type PageHead, summary } from './head-tags.ts';
import { PAGE_HEAD_TEXTS } from './texts.ts';

/** Never refused: a path it cannot read (nginx passes the raw request URI) gets the product's head. */
const PageHeadQuerySchema = v.object({
  path: v.fallback(v.pipe(v.string(), v.startsWith('/'), v.maxLength(2048)), '/'),
});

/** An expert's page, as a guest or a customer opens it (a shared link is either). */
const EXPERT_PAGE = /^\/(?:customer\/app\/)?experts\/(\d{1,9})\/?$/;

/**
 * The `<head>` tags of a page of the product, so its first HTML answer previews as the page
 * (crawlers and link previews run no script): an expert's page as that expert, any other as the
 * product. The runner and nginx (SSI) put them into the shell's index.html.
 */
export const pageHeadRoutes: FastifyPluginAsync = async (api) => {
  const { db, config } = api;
  const siteName = marketplaceRules.productName;

  async function headOf(address: string, locale: Locale): Promise<PageHead> {
    const path = address.split(/[?#]/)[0] ?? '/';
    const texts = PAGE_HEAD_TEXTS[locale];
    const base: PageHead = {
      title: siteName,
      heading: siteName,
      description: texts.description,
      url: new URL(path, config.publicUrl).href,
      image: null,
      type: 'website',
      siteName,
      locale: locale === 'es' ? 'es_ES' : 'en_US',
    };
    const id = EXPERT_PAGE.exec(path)?.[1];
    const expert = id ? await loadExpert(db, Number(id), null, locale) : undefined;
    if (!expert) return base;
    const name = `${expert.first_name} ${expert.last_name}`;
    const heading = expert.role ? `${name} · ${expert.role}` : name;
    return {
      ...base,
      title: `${heading} | ${siteName}`,
      heading,
      description:
        summary(expert.about_me) ||
        texts.expertDescription.replace('{name}', name).replace('{role}', expert.role),
      url: new URL(`/experts/${expert.id}`, config.publicUrl).href,
      image: expert.profile_picture ? new URL(expert.profile_picture, config.publicUrl).href : null,
      type: 'profile',
    };
  }

  api.route(
    endpoint({
      method: 'GET',
      url: '/page-head',
      summary: 'The <head> tags of a page of the product: title, description, canonical and Open Graph',
      description:
        "path: the page's path. An expert's page (/experts/:id, /customer/app/experts/:id) gets the expert's name, role, about text and photo; any other page the product's. HTML, in the caller's language (Accept-Language).",
      tags: ['pages'],
      access: 'public',
      query: PageHeadQuerySchema,
      produces: 'text/html',
      handler: async ({ query, request, reply }) => {
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-language');
        return headTags(await headOf(query.path, request.locale));
      },
    }),
  );
};
