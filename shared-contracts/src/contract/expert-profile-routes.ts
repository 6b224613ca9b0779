import * as v from 'valibot';
import { IdParamSchema } from '../schemas/discovery.ts';
import {
  AccountSwitchSchema,
  AvailabilitySchema,
  CertificationSchema,
  ExpertProfileUpdateSchema,
  GallerySchema,
  RateSlugParamSchema,
} from '../schemas/experts.ts';
import {
  ErrorAnswerSchema,
  envelopeOf,
  MessageAnswerSchema,
  NOT_FOUND_OR_INVALID,
  ValidationAnswerSchema,
} from './answer-shapes.ts';
import { RateSchema } from './catalog-answers.ts';
import {
  AccountSwitchAnswerSchema,
  AvailabilityAnswerSchema,
  CertificationItemSchema,
  ExpertProfileSchema,
  GalleryAnswerSchema,
} from './expert-profile-answers.ts';
import { defineRoute } from './route.ts';

const INVALID = { 422: ValidationAnswerSchema } as const;

/** The expert's own profile: its fields, the mode switch, gallery, availability, rates, certifications. */
export const expertProfileApi = {
  profile: defineRoute({
    method: 'GET',
    path: 'experts/profile',
    answers: { 200: envelopeOf(ExpertProfileSchema) },
  }),
  saveProfile: defineRoute({
    method: 'PUT',
    path: 'experts/profile',
    body: ExpertProfileUpdateSchema,
    answers: { 200: envelopeOf(ExpertProfileSchema), ...INVALID },
  }),
  switchMode: defineRoute({
    method: 'PUT',
    path: 'experts/profile/switch',
    body: AccountSwitchSchema,
    answers: { 200: envelopeOf(AccountSwitchAnswerSchema), ...INVALID },
  }),
  gallery: defineRoute({
    method: 'PUT',
    path: 'experts/profile/gallery',
    body: GallerySchema,
    answers: { 200: envelopeOf(GalleryAnswerSchema), ...INVALID },
  }),
  availability: defineRoute({
    method: 'PUT',
    path: 'experts/profile/availability',
    body: AvailabilitySchema,
    answers: { 200: envelopeOf(AvailabilityAnswerSchema), ...INVALID },
  }),
  ratePrice: defineRoute({
    method: 'PUT',
    path: 'experts/profile/rates/:slug',
    params: RateSlugParamSchema,
    body: v.object({ price: v.optional(v.unknown()) }),
    answers: { 200: envelopeOf(v.array(RateSchema)), ...NOT_FOUND_OR_INVALID },
  }),
  certifications: defineRoute({
    method: 'GET',
    path: 'experts/certifications',
    answers: { 200: envelopeOf(v.array(CertificationItemSchema)) },
  }),
  addCertification: defineRoute({
    method: 'POST',
    path: 'experts/certifications',
    body: CertificationSchema,
    answers: { 201: envelopeOf(CertificationItemSchema), ...INVALID },
  }),
  saveCertification: defineRoute({
    method: 'PUT',
    path: 'experts/certifications/:id',
    params: IdParamSchema,
    body: CertificationSchema,
    answers: { 200: envelopeOf(CertificationItemSchema), ...NOT_FOUND_OR_INVALID },
  }),
  removeCertification: defineRoute({
    method: 'DELETE',
    path: 'experts/certifications/:id',
    params: IdParamSchema,
    answers: { 200: MessageAnswerSchema, 404: ErrorAnswerSchema, 422: ValidationAnswerSchema },
  }),
};
