import { IdParamSchema } from '../schemas/discovery.ts';
import {
  CustomerFeedbackSchema,
  ExpertFeedbackSchema,
  FavouritesQuerySchema,
  FeedbacksQuerySchema,
} from '../schemas/experts.ts';
import {
  ErrorAnswerSchema,
  envelopeOf,
  NOT_FOUND_OR_INVALID,
  pageOf,
  ValidationAnswerSchema,
} from './answer-shapes.ts';
import { ExpertSummarySchema } from './discovery-answers.ts';
import {
  CustomerFeedbackAnswerSchema,
  ExpertFeedbackAnswerSchema,
  FavouriteAnswerSchema,
  FeedbackStatsSchema,
} from './feedback-answers.ts';
import { defineRoute } from './route.ts';

/** Reviews after a finished meeting, and a customer's favourite experts. */
export const feedbackApi = {
  reviewExpert: defineRoute({
    method: 'POST',
    path: 'experts/:id/feedbacks',
    params: IdParamSchema,
    body: ExpertFeedbackSchema,
    answers: { 201: envelopeOf(ExpertFeedbackAnswerSchema), 409: ErrorAnswerSchema, ...NOT_FOUND_OR_INVALID },
  }),
  expertReviews: defineRoute({
    method: 'GET',
    path: 'experts/:id/feedbacks',
    params: IdParamSchema,
    query: FeedbacksQuerySchema,
    answers: { 200: pageOf(ExpertFeedbackAnswerSchema), ...NOT_FOUND_OR_INVALID },
  }),
  stats: defineRoute({
    method: 'GET',
    path: 'experts/:id/feedback-stats',
    params: IdParamSchema,
    answers: { 200: envelopeOf(FeedbackStatsSchema), ...NOT_FOUND_OR_INVALID },
  }),
  reviewCustomer: defineRoute({
    method: 'POST',
    path: 'customers/:id/feedbacks',
    params: IdParamSchema,
    body: CustomerFeedbackSchema,
    answers: {
      201: envelopeOf(CustomerFeedbackAnswerSchema),
      409: ErrorAnswerSchema,
      ...NOT_FOUND_OR_INVALID,
    },
  }),
  favourites: defineRoute({
    method: 'GET',
    path: 'experts/favourites',
    query: FavouritesQuerySchema,
    answers: { 200: pageOf(ExpertSummarySchema), 422: ValidationAnswerSchema },
  }),
  addFavourite: defineRoute({
    method: 'PUT',
    path: 'experts/:id/add-favourite',
    params: IdParamSchema,
    answers: { 200: envelopeOf(FavouriteAnswerSchema), ...NOT_FOUND_OR_INVALID },
  }),
  removeFavourite: defineRoute({
    method: 'PUT',
    path: 'experts/:id/remove-favourite',
    params: IdParamSchema,
    answers: { 200: envelopeOf(FavouriteAnswerSchema), ...NOT_FOUND_OR_INVALID },
  }),
};
