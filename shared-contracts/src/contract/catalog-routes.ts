import * as v from 'valibot';
import {
  CitiesQuerySchema,
  IdParamSchema,
  LanguagesQuerySchema,
  StatesQuerySchema,
  SubscriptionTypesQuerySchema,
} from '../schemas/discovery.ts';
import { envelopeOf, NOT_FOUND_OR_INVALID, pageOf, ValidationAnswerSchema } from './answer-shapes.ts';
import {
  CategorySchema,
  CitySchema,
  CountrySchema,
  LanguageSchema,
  RateSchema,
  StateSchema,
  SubscriptionTypeSchema,
  TimeZoneOptionSchema,
} from './catalog-answers.ts';
import { defineRoute } from './route.ts';

/** Reference data: public, cacheable for an hour. */
export const catalogApi = {
  countries: defineRoute({
    method: 'GET',
    path: 'countries',
    answers: { 200: envelopeOf(v.array(CountrySchema)) },
  }),
  /** States of a country; 404 for an unknown country. */
  states: defineRoute({
    method: 'GET',
    path: 'states',
    query: StatesQuerySchema,
    answers: { 200: envelopeOf(v.array(StateSchema)), ...NOT_FOUND_OR_INVALID },
  }),
  /** Cities of a state; 404 for an unknown state. */
  cities: defineRoute({
    method: 'GET',
    path: 'cities',
    query: CitiesQuerySchema,
    answers: { 200: envelopeOf(v.array(CitySchema)), ...NOT_FOUND_OR_INVALID },
  }),
  timeZones: defineRoute({
    method: 'GET',
    path: 'timezone',
    answers: { 200: envelopeOf(v.array(TimeZoneOptionSchema)) },
  }),
  languages: defineRoute({
    method: 'GET',
    path: 'languages',
    query: LanguagesQuerySchema,
    answers: { 200: pageOf(LanguageSchema), 422: ValidationAnswerSchema },
  }),
  /** The three meeting rates, unpriced (price and fee null), with their minimum prices. */
  rates: defineRoute({
    method: 'GET',
    path: 'rates',
    answers: { 200: envelopeOf(v.array(RateSchema)) },
  }),
  subscriptionTypes: defineRoute({
    method: 'GET',
    path: 'subscription-types',
    query: SubscriptionTypesQuerySchema,
    answers: { 200: envelopeOf(v.array(SubscriptionTypeSchema)), 422: ValidationAnswerSchema },
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
    answers: { 200: envelopeOf(CategorySchema), ...NOT_FOUND_OR_INVALID },
  }),
};
