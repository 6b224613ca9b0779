import * as v from 'valibot';
import { m } from './messages.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;

/** `{provider}` of the social login routes. */
export const SocialProviderParamSchema = v.object({
  provider: v.picklist(SOCIAL_PROVIDERS, m('socialProviderDisabled')),
});

/** GET /auth/{provider}/authorize: the area the user signs in or up to. */
export const SocialAuthorizeQuerySchema = v.object({
  area: v.optional(v.picklist(['customer', 'expert'], m('invalidValue')), 'customer'),
});

/** POST /auth/callback/{provider}: what the provider sent back to the browser. */
export const SocialCallbackSchema = v.object({
  code: v.pipe(v.string(m('fieldRequired')), v.nonEmpty(m('fieldRequired')), v.maxLength(2048)),
  state: v.pipe(v.string(m('fieldRequired')), v.nonEmpty(m('fieldRequired')), v.maxLength(512)),
  /** The issuer the provider names in its answer (RFC 9207), when it names one. */
  iss: v.optional(v.pipe(v.string(), v.maxLength(512))),
});
