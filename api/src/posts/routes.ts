import type { FastifyPluginAsync } from 'fastify';
import { postApi, translate } from 'shared-contracts';
import { declared } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { paginated } from '../http/pagination.ts';
import { answersOf, customerPosts, deletePost, openPostsForExpert, postView } from './queries.ts';
import { answerablePost, answerPost, ownPost, publishPost, readablePost } from './service.ts';

const tags = ['posts'];

/**
 * Customers' posts and the experts' answers. A customer reaches only their own posts; an expert
 * reads and answers the posts of the categories they work in (expert_categories) while open.
 */
export const postRoutes: FastifyPluginAsync = async (api) => {
  const { db } = api;

  api.route(
    declared(postApi.list, {
      summary:
        "The signed-in customer's posts, newest first (10 per page), with answers_count and expiration_date",
      tags,
      access: 'customer',
      handler: async ({ user, query, request }) => {
        const { data, total } = await customerPosts(db, user.id, query, request.locale, api.clock());
        return paginated(data, total, query.page, query.per_page);
      },
    }),
  );

  api.route(
    declared(postApi.create, {
      summary:
        'Publish a post (title and content ≤ 600, category_id or category, subcategory_id of that category)',
      description: 'The post takes answers for 7 days (expiration_date = published_at + 7 days).',
      tags,
      access: 'customer',
      handler: async ({ user, body, request }) =>
        envelope(
          await publishPost(api, user.id, body, request.locale),
          translate('postCreated', request.locale),
        ),
    }),
  );

  api.route(
    declared(postApi.post, {
      summary: 'One post: its customer, or an expert of its category (anyone else: 404, as for no post)',
      tags,
      access: 'customer',
      handler: async ({ user, params, request }) => {
        const post = await readablePost(db, user, params.id);
        return envelope(await postView(db, post, request.locale, api.clock()));
      },
    }),
  );

  api.route(
    declared(postApi.remove, {
      summary:
        'Delete one of your posts (with its answers); an expert who may read it: 403, anyone else: 404',
      tags,
      access: 'customer',
      handler: async ({ user, params, request }) => {
        const post = await ownPost(db, user, params.id);
        await deletePost(db, post.id);
        return envelope({ id: post.id }, translate('postDeleted', request.locale));
      },
    }),
  );

  api.route(
    declared(postApi.answers, {
      summary:
        "A post's answers, oldest first: for its customer, or an expert of its category (anyone else: 404)",
      tags,
      access: 'customer',
      handler: async ({ user, params, query }) => {
        const post = await readablePost(db, user, params.id);
        const { data, total } = await answersOf(db, post.id, query.page, query.per_page);
        return paginated(data, total, query.page, query.per_page);
      },
    }),
  );

  api.route(
    declared(postApi.answer, {
      summary:
        "Answer an open post of one of your categories (content ≤ 250; a post of another category: 404); the post's customer is notified",
      tags,
      access: 'expert',
      handler: async ({ user, params, body, request }) => {
        const post = await answerablePost(db, user.id, params.id);
        const answer = await answerPost(api, user, post, body.content);
        return envelope(answer, translate('answerCreated', request.locale));
      },
    }),
  );

  api.route(
    declared(postApi.forExpert, {
      summary: 'Open posts (not expired) in the categories you work in, newest first (10 per page)',
      tags,
      access: 'expert',
      handler: async ({ user, query, request }) => {
        const { data, total } = await openPostsForExpert(db, user.id, query, request.locale, api.clock());
        return paginated(data, total, query.page, query.per_page);
      },
    }),
  );
};
