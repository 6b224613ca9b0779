import type { FastifyPluginAsync } from 'fastify';
import { feedbackApi, translate } from 'shared-contracts';
import { declared } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { feedbackStats, isExpert, listExpertFeedbacks } from './feedbacks.ts';
import { reviewCustomer, reviewExpert } from './reviews.ts';

const tags = ['feedback'];

/**
 * Reviews after a finished meeting (state confirmed, and finished early or past its end by the app
 * clock): the customer rates the expert, the expert rates the customer, each once per meeting.
 */
export const feedbackRoutes: FastifyPluginAsync = async (api) => {
  const { db } = api;

  api.route(
    declared(feedbackApi.reviewExpert, {
      summary: 'Rate the expert of a finished meeting (its customer only, once per meeting)',
      description:
        'rating 1–5; comment one of perfect_help, little_problems, not_satisfied, expert_problems, other; other_comment (≤ 250) required with other; meet_id. A meeting that is not yours with this expert is a 404; an unfinished one a 422 on meet_id; a second review a 409. The expert is notified (feedback.received) and their rating becomes the average of their reviews.',
      tags,
      access: 'customer',
      handler: async ({ params, body, user, request }) => {
        const feedback = await reviewExpert(api, params.id, user.id, body, request.locale);
        return envelope(feedback, translate('feedbackCreated', request.locale));
      },
    }),
  );

  api.route(
    declared(feedbackApi.expertReviews, {
      summary: "The expert's reviews, newest first (who wrote what is private to the expert)",
      description:
        'The expert gets every review with its customer and other_comment. Any other signed-in user gets them anonymised (customer null, other_comment null): rating, preset answer and date only. Unknown expert: 404. Paged: page, per_page (15 by default).',
      tags,
      access: 'user',
      handler: async ({ params, query, user }) => {
        const own = user.id === params.id;
        if (!own && !(await isExpert(db, params.id))) throw notFound();
        return listExpertFeedbacks(db, params.id, query.page, query.per_page, own);
      },
    }),
  );

  api.route(
    declared(feedbackApi.stats, {
      summary: "The expert's rating figures: average (2 decimals), count, and count per star 1–5",
      description: 'Public: only aggregate numbers, never the reviews themselves.',
      tags,
      access: 'public',
      handler: async ({ params }) => {
        if (!(await isExpert(db, params.id))) throw notFound();
        return envelope(await feedbackStats(db, params.id));
      },
    }),
  );

  api.route(
    declared(feedbackApi.reviewCustomer, {
      summary: 'Rate the customer of a finished meeting (its expert only, once per meeting)',
      description:
        'rating 1–5, comment (required, ≤ 250), meet_id. A meeting that is not yours with this customer is a 404; an unfinished one a 422 on meet_id; a second review a 409.',
      tags,
      access: 'expert',
      handler: async ({ params, body, user, request }) => {
        const feedback = await reviewCustomer(api, user.id, params.id, body, request.locale);
        return envelope(feedback, translate('feedbackCreated', request.locale));
      },
    }),
  );
};
