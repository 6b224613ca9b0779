import * as v from 'valibot';
import { IdParamSchema } from '../schemas/discovery.ts';
import { ErrorAnswerSchema, envelopeOf, ValidationAnswerSchema } from './answer-shapes.ts';
import { CategorySchema, CountrySchema } from './catalog-answers.ts';
import { defineRoute } from './route.ts';

/** Reference data: public, cacheable for an hour. */
export const catalogApi = {
  countries: defineRoute({
    method: 'GET',
    path: 'countries',
    answers: { 200: envelopeOf(v.array(CountrySchema)) },
  }),
  categories: defineRoute({
    method: 'GET',
    path: 'categories',
    answers: { 200: envelopeOf(v.array(CategorySchema)) },
  }),
  category: defineRoute({
    method: 'GET',
    path: 'categories/:id',
    params: IdParamSchema,
    answers: { 200: envelopeOf(CategorySchema), 404: ErrorAnswerSchema, 422: ValidationAnswerSchema },
  }),
};
