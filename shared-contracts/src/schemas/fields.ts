import * as v from 'valibot';
import { m } from './messages.ts';

/** Limits from spec §9 of both documents. */
export const LIMITS = {
  name: 65,
  role: 80,
  cardholder: 80,
  certificate: 255,
  aboutMe: 250,
  comment: 250,
  post: 600,
  passwordMin: 8,
  preferredCountriesMax: 3,
  customerCategoriesMin: 3,
  expertCategoriesMax: 3,
  expertsPerPage: 30,
  languagesPerPage: 100,
} as const;

/**
 * An idempotency key, whether sent as the `Idempotency-Key` header or in a body field: 8 to 255
 * visible ASCII characters (U+0021 to U+007E). A UUID fits; spaces, control characters and
 * non-ASCII text do not, so the key is stored and compared byte for byte.
 */
export const IdempotencyKeySchema = v.pipe(
  v.string(m('idempotencyKeyMalformed')),
  v.minLength(8, m('idempotencyKeyMalformed')),
  v.maxLength(255, m('idempotencyKeyMalformed')),
  v.regex(/^[\x21-\x7e]*$/, m('idempotencyKeyMalformed')),
);

/** A required, trimmed text with a maximum length. */
export const requiredText = (max: number) =>
  v.pipe(
    v.string(m('fieldRequired')),
    v.trim(),
    v.nonEmpty(m('fieldRequired')),
    v.maxLength(max, m('maxChars', { max })),
  );

export const email = v.pipe(
  v.string(m('fieldRequired')),
  v.trim(),
  v.nonEmpty(m('fieldRequired')),
  v.email(m('invalidEmail')),
  v.maxLength(255, m('maxChars', { max: 255 })),
  v.toLowerCase(),
);

export const countryCode = v.pipe(
  v.string(m('fieldRequired')),
  v.nonEmpty(m('fieldRequired')),
  v.regex(/^[A-Z]{2}$/, m('invalidCountry')),
);

export const timezone = v.pipe(
  v.string(m('fieldRequired')),
  v.nonEmpty(m('fieldRequired')),
  v.check((zone) => isIanaZone(zone), m('invalidTimezone')),
);

export const phoneNumber = v.pipe(
  v.string(m('fieldRequired')),
  v.trim(),
  v.nonEmpty(m('fieldRequired')),
  v.regex(/^\+?[0-9 ()-]{6,20}$/, m('invalidPhone')),
);

export const socialProvider = v.optional(
  v.picklist(['none', 'google', 'facebook', 'apple'], m('invalidValue')),
  'none',
);

/** A whole number in [min, max], from a query string ('15') or JSON (15). */
export const queryInt = (min: number, max: number) =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/, m('invalidNumber')), v.transform(Number))],
      m('invalidNumber'),
    ),
    v.integer(m('invalidNumber')),
    v.minValue(min, m('invalidValue')),
    v.maxValue(max, m('invalidValue')),
  );

export const positiveId = v.pipe(
  v.union(
    [v.number(m('invalidNumber')), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))],
    m('invalidNumber'),
  ),
  v.integer(m('invalidNumber')),
  v.minValue(1, m('invalidValue')),
);

/** Largest value of a PostgreSQL integer column: every id of the product is one. */
export const MAX_ID = 2_147_483_647;

/** The id of a stored row: a larger one cannot exist, so it is refused before any query. */
export const rowId = v.pipe(positiveId, v.maxValue(MAX_ID, m('invalidValue')));

/** An IANA zone name (Region/City, or UTC) the runtime knows. */
export function isIanaZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}
