import { ExpertSearchQuerySchema, IdParamSchema } from '../schemas/discovery.ts';
import { envelopeOf, NOT_FOUND_OR_INVALID, pageOf, ValidationAnswerSchema } from './answer-shapes.ts';
import { ExpertSchema, ExpertSummarySchema } from './discovery-answers.ts';
import { defineRoute } from './route.ts';

/** Finding experts: open to guests; a signed-in customer also sees `is_favorite`. */
export const discoveryApi = {
  searchExperts: defineRoute({
    method: 'GET',
    path: 'experts',
    query: ExpertSearchQuerySchema,
    answers: { 200: pageOf(ExpertSummarySchema), 422: ValidationAnswerSchema },
  }),
  /** An expert's public page; 404 for an unknown id or an account that is not an expert. */
  expert: defineRoute({
    method: 'GET',
    path: 'experts/:id',
    params: IdParamSchema,
    answers: { 200: envelopeOf(ExpertSchema), ...NOT_FOUND_OR_INVALID },
  }),
};
