import { marketplaceRules } from '../marketplace/rules.ts';
import type { Calendar } from './calendar.ts';
import type { StoryMeeting } from './demo-stories.ts';
import type { PlannedMeeting } from './planned-meeting.ts';
import { type StoryCast, storyCustomer, storyExpert } from './story-people.ts';
import { workdayAt } from './workday.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The hand-written meetings placed relative to `now` (office days, the expert's clock): booked a
 * few days before they start (a coming one, two days before the seeding), reviewed a few hours
 * after they ended, the expert's feedback the next morning.
 */
export function storyMeetings(
  stories: readonly StoryMeeting[],
  cast: StoryCast,
  calendar: Calendar,
  now: Date,
): PlannedMeeting[] {
  return stories.map((story) => {
    const expert = storyExpert(cast, story.expert);
    const customerEmail = storyCustomer(cast, story.customer);
    const startsAt = workdayAt(now, story.day, story.hour, expert.timezone);
    const endsAt = new Date(startsAt.getTime() + marketplaceRules.rateMinutes[story.rate] * MINUTE);
    calendar.take([expert.email, customerEmail], startsAt, endsAt);
    const bookedAt = new Date(Math.min(startsAt.getTime(), now.getTime()) - 2 * 24 * HOUR);
    return {
      expertEmail: expert.email,
      customerEmail,
      rate: story.rate,
      startsAt,
      endsAt,
      bookedAt,
      comments: story.comments ?? null,
      review: story.review
        ? {
            rating: story.review.rating,
            comment: story.review.comment,
            otherComment: story.review.otherComment ?? null,
            at: new Date(endsAt.getTime() + 3 * HOUR),
          }
        : null,
      customerFeedback: story.expertFeedback
        ? { ...story.expertFeedback, at: new Date(endsAt.getTime() + 18 * HOUR) }
        : null,
    };
  });
}
