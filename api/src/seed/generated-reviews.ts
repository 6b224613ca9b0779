import type { FeedbackComment, RateSlug } from 'shared-contracts';
import { marketplaceRules } from '../marketplace/rules.ts';
import type { Calendar } from './calendar.ts';
import type { ExpertSeed } from './expert-seed.ts';
import type { PlannedMeeting } from './planned-meeting.ts';
import { createRandom, type Random } from './random.ts';
import { workdayAt } from './workday.ts';

/** Fixed, apart from the experts' seed: the reviews change without changing the experts. */
const SEED = 20_261_201;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const RATES: readonly RateSlug[] = ['express', 'short', 'short', 'large'];
/** Start hours inside the demo working week (demo-schedules.ts: 9–13 and 15–19). */
const OFFICE_HOURS = [9, 10, 11, 12, 15, 16, 17, 18] as const;

/** What customers write in their own words ('Other'), by how the meeting went. */
const OWN_WORDS: Record<'good' | 'mixed' | 'poor', readonly string[]> = {
  good: [
    'Practical advice I could use the same day.',
    'Listened carefully and answered every question.',
    'Worth every minute; I will book again.',
  ],
  mixed: [
    'Useful, though we spent too long on the basics.',
    'Good advice, but the connection dropped twice.',
  ],
  poor: ['Too general for my situation.', 'Started late and felt rushed.'],
};

/** A rating near `target`: its two neighbouring whole stars in proportion, now and then one off. */
function ratingNear(random: Random, target: number): number {
  const below = Math.floor(target);
  let rating = below + (random.next() < target - below ? 1 : 0);
  if (random.next() < 0.15) rating += random.next() < 0.5 ? -1 : 1;
  return Math.min(5, Math.max(1, rating));
}

/** The preset answer that goes with a rating, and sometimes the customer's own words instead. */
function commentFor(
  random: Random,
  rating: number,
): { comment: FeedbackComment; otherComment: string | null } {
  if (random.next() < 0.2) {
    const band = rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor';
    return { comment: 'other', otherComment: random.pick(OWN_WORDS[band]) };
  }
  const preset: FeedbackComment =
    rating === 5
      ? 'perfect_help'
      : rating === 4
        ? random.pick(['perfect_help', 'little_problems'] as const)
        : rating === 3
          ? 'little_problems'
          : rating === 2
            ? 'not_satisfied'
            : 'expert_problems';
  return { comment: preset, otherComment: null };
}

/**
 * Three to eight past meetings for each generated expert, each reviewed by one of the reviewers,
 * their ratings around the expert's `rating` (so the average of real reviews stays near it). A
 * week or so apart, in the expert's office hours; a reviewer already busy then is passed over.
 */
export function generatedReviewMeetings(
  experts: readonly ExpertSeed[],
  reviewers: readonly { email: string }[],
  calendar: Calendar,
  now: Date,
): PlannedMeeting[] {
  const random = createRandom(SEED);
  const planned: PlannedMeeting[] = [];
  experts.forEach((expert, index) => {
    const count = random.int(3, 8);
    for (let k = 0; k < count; k += 1) {
      const rate = random.pick(RATES);
      const minutes = marketplaceRules.rateMinutes[rate];
      const hour = OFFICE_HOURS[(index * 3 + k) % OFFICE_HOURS.length] as number;
      let startsAt = workdayAt(now, -(4 + k * 7 + (index % 7)), hour, expert.timezone);
      let endsAt = new Date(startsAt.getTime() + minutes * MINUTE);
      // The expert's own hand-written meetings may already hold that hour.
      while (!calendar.isFree([expert.email], startsAt, endsAt)) {
        startsAt = new Date(startsAt.getTime() + HOUR);
        endsAt = new Date(endsAt.getTime() + HOUR);
      }
      let customer = (index * 5 + k * 11) % reviewers.length;
      for (
        let tries = 0;
        !calendar.isFree([reviewers[customer]?.email ?? ''], startsAt, endsAt);
        tries += 1
      ) {
        if (tries >= reviewers.length) throw new Error(`no reviewer free for ${expert.email}`);
        customer = (customer + 1) % reviewers.length;
      }
      const customerEmail = (reviewers[customer] as { email: string }).email;
      calendar.take([expert.email, customerEmail], startsAt, endsAt);
      const rating = ratingNear(random, expert.rating);
      planned.push({
        expertEmail: expert.email,
        customerEmail,
        rate,
        startsAt,
        endsAt,
        bookedAt: new Date(startsAt.getTime() - random.int(2, 10) * 24 * HOUR),
        comments: null,
        review: {
          rating,
          ...commentFor(random, rating),
          at: new Date(endsAt.getTime() + random.int(1, 30) * HOUR),
        },
        customerFeedback: null,
      });
    }
  });
  return planned;
}
