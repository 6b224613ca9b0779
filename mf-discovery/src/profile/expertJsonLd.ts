import { type Expert, type FeedbackStats, type Locale, PRICE_CURRENCY, rateName } from 'shared-contracts';
import { pages } from 'shared-contracts/pages';
import { fullName } from '../format/names.ts';
import { safeUrl } from '../format/urls.ts';

/**
 * The expert as schema.org data for search engines: a Person with an Offer per priced meeting
 * length and, once there are reviews, an AggregateRating of the Person. schema.org has no
 * `aggregateRating` on Person, so the rating is a node of its own naming the Person it rates.
 * Addresses are the page's own paths: JSON-LD reads them against the page's address, the same on
 * the server and in the browser. `meetingName` words a meeting length in the page's language, and
 * each offer carries the rate's name in it.
 */
export function expertJsonLd(
  expert: Expert,
  stats: FeedbackStats | undefined,
  meetingName: (minutes: number) => string,
  locale: Locale,
) {
  const url = pages.guest.expert.build({ id: expert.id });
  const image = safeUrl(expert.profile_picture);
  const person = {
    '@type': 'Person',
    '@id': url,
    url,
    name: fullName(expert),
    ...(expert.role ? { jobTitle: expert.role } : {}),
    ...(expert.about_me ? { description: expert.about_me } : {}),
    ...(image ? { image } : {}),
    ...(expert.country ? { address: { '@type': 'PostalAddress', addressCountry: expert.country.code } } : {}),
    ...(expert.languages.length > 0
      ? { knowsLanguage: expert.languages.map((language) => language.name) }
      : {}),
    makesOffer: expert.rates.flatMap((rate) =>
      rate.price === null
        ? []
        : [
            {
              '@type': 'Offer',
              name: rateName(rate, locale),
              price: rate.price,
              priceCurrency: PRICE_CURRENCY,
              itemOffered: { '@type': 'Service', name: meetingName(rate.duration) },
            },
          ],
    ),
  };
  const rating =
    stats && stats.count > 0
      ? [
          {
            '@type': 'AggregateRating',
            itemReviewed: { '@id': url },
            ratingValue: stats.average,
            reviewCount: stats.count,
            bestRating: 5,
            worstRating: 1,
          },
        ]
      : [];
  return { '@context': 'https://schema.org', '@graph': [person, ...rating] };
}

/** JSON safe inside a `<script>` element: no `<`, so no text can close the element or open a comment. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
