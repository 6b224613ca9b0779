import type { FastifyPluginAsync } from 'fastify';
import {
  expertProfileApi,
  type MessageKey,
  RATE_SLUGS,
  RatePriceValueSchema,
  type RateSlug,
  translate,
} from 'shared-contracts';
import * as v from 'valibot';
import { findCountry } from '../catalog/geo.ts';
import { declared } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { fieldError, notFound, validationError } from '../http/errors.ts';
import { checkAccountOwner } from '../identity/account-owner.ts';
import { requestEmailChange } from '../identity/email-change.ts';
import { TOO_MANY_ATTEMPTS } from '../identity/rate-limits.ts';
import { type MediaRule, mediaReferenceRefusal } from '../uploads/references.ts';
import { switchAccountMode } from './account-switch.ts';
import {
  createCertification,
  deleteCertification,
  listCertifications,
  replaceGallery,
  setAvailability,
  setRatePrice,
  updateCertification,
} from './manage.ts';
import { expertProfileOf, updateExpertProfile } from './profile.ts';

const tags = ['experts'];

/** The picture is one of the expert's own images; the video one of their own videos, or an https link. */
const MEDIA_RULES: Record<'profile_picture' | 'profile_video', MediaRule> = {
  profile_picture: { kind: 'image', httpsLink: false },
  profile_video: { kind: 'video', httpsLink: true },
};

/** The toast of a profile save: the spec's own text when one dialog's field was saved alone. */
function savedMessage(body: Record<string, unknown>): MessageKey {
  const sent = Object.keys(body).filter((key) => body[key] !== undefined);
  if (sent.length === 1 && sent[0] === 'about_me') return 'aboutMeUpdated';
  if (sent.length === 1 && sent[0] === 'profile_video') return 'videoUpdated';
  return 'profileUpdated';
}

/** The rate body as declared (its price is checked by the handler, so errors name the rate). */
/** The signed-in user's expert profile and everything the expert edits on it. */
export const expertProfileRoutes: FastifyPluginAsync = async (api) => {
  const { db, config } = api;

  api.route(
    declared(expertProfileApi.profile, {
      summary: "The signed-in user's expert profile (subscription null until they become an expert)",
      description:
        'metadata: meets = finished meetings, requests = upcoming booked meetings, likes = customers who saved the expert.',
      tags,
      access: 'user',
      handler: async ({ user, request }) =>
        envelope(await expertProfileOf(db, user, request.locale, api.clock())),
    }),
  );

  api.route(
    declared(expertProfileApi.saveProfile, {
      summary: 'Update the expert profile (only the fields sent); the first save makes the account an expert',
      description:
        "Also takes the registration fields: languages (ids, at least 1), categories (ids, 1 to 3), subcategories (ids of the chosen categories), phone_number. Lists replace the current ones. profile_video: an https video link or one of the caller's own video uploads; profile_picture: one of the caller's own image uploads (or the picture the account already has). Anything else is a 422 on its field. An email other than the account's is not saved: it needs current_password (a 422 on current_password when missing or wrong; an account without a password needs a sign-in of the last 10 minutes instead; wrong guesses counted with the password change's, 429 past the limit), then a single-use link (24 hours) goes to the new address (or, if it is another account's, its owner is told someone tried it) and the current address is told; the answer is the same either way, with the profile's current email. GET /account/email-change (the link) changes it.",
      tags,
      access: 'user',
      outcomes: [TOO_MANY_ATTEMPTS],
      handler: async ({ body, user, request, reply }) => {
        const { locale } = request;
        if (body.country !== undefined && !(await findCountry(body.country, locale))) {
          throw fieldError('country', 'invalidCountry', locale);
        }
        for (const field of ['profile_picture', 'profile_video'] as const) {
          const value = body[field];
          // The picture the account already has stays (a social provider's, which is a link).
          if (!value || (field === 'profile_picture' && value === user.profilePicture)) continue;
          const refusal = await mediaReferenceRefusal(db, user.id, value, MEDIA_RULES[field]);
          if (refusal) throw fieldError(field, refusal, locale);
        }
        const newEmail =
          body.email !== undefined && body.email !== user.email.toLowerCase() ? body.email : null;
        if (newEmail) await checkAccountOwner(api, request, reply, user, body.current_password, locale);
        const updated = await updateExpertProfile(db, user, body, locale);
        if (newEmail) requestEmailChange(api, updated, newEmail, locale);
        const message = newEmail
          ? translate('emailChangeRequested', locale, { email: newEmail })
          : translate(savedMessage(body), locale);
        return envelope(await expertProfileOf(db, updated, locale, api.clock()), message);
      },
    }),
  );

  api.route(
    declared(expertProfileApi.switchMode, {
      summary: 'Switch between customer mode and expert mode',
      description:
        'Body `{ is_account_expert: true|false }`. Answers `{ is_account_expert, user_type, can_enter_expert_mode, has_expert_profile, subscription }`. Expert mode needs an expert profile with a trialing or active plan: then the session becomes an expert-area session (cookies userType=expert and isAccountExpert=true), message "Account change to EXPERT". Without it nothing changes and can_enter_expert_mode is false (open the registration/plan dialog). false always switches to customer mode ("Account change to CUSTOMER").',
      tags,
      access: 'user',
      handler: async ({ body, user, request, reply }) => {
        const result = await switchAccountMode(
          db,
          config,
          user,
          body.is_account_expert,
          request,
          reply,
          api.clock(),
        );
        const key: MessageKey = result.is_account_expert
          ? 'accountChangedExpert'
          : body.is_account_expert
            ? 'subscriptionNeeded'
            : 'accountChangedCustomer';
        return envelope(result, translate(key, request.locale));
      },
    }),
  );

  api.route(
    declared(expertProfileApi.gallery, {
      summary: 'Replace the work gallery (uploaded images, in order, at most 12)',
      description:
        "Every entry of `media` is a file path answered by POST /file-upload to the caller whose content is an image (another person's upload: 422 on `media`).",
      tags,
      access: 'expert',
      handler: async ({ body, user, request }) =>
        envelope(
          await replaceGallery(db, user.id, body.media, request.locale),
          translate('galleryUpdated', request.locale),
        ),
    }),
  );

  api.route(
    declared(expertProfileApi.availability, {
      summary: 'Turn bookability on or off',
      tags,
      access: 'expert',
      handler: async ({ body, user, request }) =>
        envelope(
          await setAvailability(db, user.id, body.is_available),
          translate('availabilityUpdated', request.locale),
        ),
    }),
  );

  api.route(
    declared(expertProfileApi.ratePrice, {
      summary: "Set the expert's price of one rate (short, large or express)",
      description:
        'Body `{ price }` in dollars with at most 2 decimals, at least the rate minprice; `""` or null removes the price. Errors are keyed to the rate slug: `data: { short: ["…"] }`. Answers every rate with its price.',
      tags,
      access: 'expert',
      handler: async ({ params, body, user, request }) => {
        const { locale } = request;
        const slug = params.slug.toLowerCase();
        if (!RATE_SLUGS.includes(slug as RateSlug)) throw notFound();
        if (body.price === undefined) throw fieldError(slug, 'fieldRequired', locale);
        const parsed = v.safeParse(RatePriceValueSchema, body.price, { lang: locale });
        if (!parsed.success) {
          throw validationError({ [slug]: [...new Set(parsed.issues.map((issue) => issue.message))] });
        }
        const list = await setRatePrice(db, user.id, slug, parsed.output, locale);
        return envelope(list, translate('ratesAssigned', locale));
      },
    }),
  );

  api.route(
    declared(expertProfileApi.certifications, {
      summary: "The signed-in expert's certifications (newest finish first)",
      tags,
      access: 'expert',
      handler: async ({ user }) => envelope(await listCertifications(db, user.id)),
    }),
  );

  api.route(
    declared(expertProfileApi.addCertification, {
      summary: 'Add a certification',
      description:
        'name and company_name (≤ 255), and the finish date as finish_date "yyyy-MM" or finish_month (1–12) and finish_year (4 digits, at most 10 years ahead).',
      tags,
      access: 'expert',
      handler: async ({ body, user, request }) =>
        envelope(
          await createCertification(db, user.id, body, api.clock(), request.locale),
          translate('certificationCreated', request.locale),
        ),
    }),
  );

  api.route(
    declared(expertProfileApi.saveCertification, {
      summary: 'Update one of your certifications (another expert’s is a 404)',
      tags,
      access: 'expert',
      handler: async ({ params, body, user, request }) =>
        envelope(
          await updateCertification(db, user.id, params.id, body, api.clock(), request.locale),
          translate('certificationUpdated', request.locale),
        ),
    }),
  );

  api.route(
    declared(expertProfileApi.removeCertification, {
      summary: 'Delete one of your certifications (another expert’s is a 404)',
      tags,
      access: 'expert',
      handler: async ({ params, user, request }) => {
        await deleteCertification(db, user.id, params.id);
        return { data: null, message: translate('certificationDeleted', request.locale) };
      },
    }),
  );
};
