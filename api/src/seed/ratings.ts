import type { PlannedMeeting } from './planned-meeting.ts';

/**
 * Each reviewed expert's rating as the api keeps it after a review (`createExpertFeedback`): the
 * average of their reviews, rounded to two decimals. By expert email.
 */
export function averageRatings(planned: readonly PlannedMeeting[]): Map<string, number> {
  const totals = new Map<string, { sum: number; count: number }>();
  for (const meeting of planned) {
    if (!meeting.review) continue;
    const total = totals.get(meeting.expertEmail) ?? { sum: 0, count: 0 };
    total.sum += meeting.review.rating;
    total.count += 1;
    totals.set(meeting.expertEmail, total);
  }
  return new Map(
    [...totals].map(([email, { sum, count }]) => [email, Math.round((sum / count) * 100) / 100]),
  );
}
