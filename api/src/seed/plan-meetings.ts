import { Calendar } from './calendar.ts';
import { STORY_MEETINGS } from './demo-stories.ts';
import type { ExpertSeed } from './expert-seed.ts';
import { generatedReviewMeetings } from './generated-reviews.ts';
import type { PlannedMeeting } from './planned-meeting.ts';
import { storyMeetings } from './story-meetings.ts';
import type { StoryCast } from './story-people.ts';

/**
 * Every meeting of the demo data, relative to `now`: the stories of the demo logins first, then
 * the reviewed meetings of every generated expert around them (no one in two at once).
 */
export function planDemoMeetings(
  cast: StoryCast,
  generated: readonly ExpertSeed[],
  reviewers: readonly { email: string }[],
  now: Date,
): PlannedMeeting[] {
  const calendar = new Calendar();
  const stories = storyMeetings(STORY_MEETINGS, cast, calendar, now);
  return [...stories, ...generatedReviewMeetings(generated, reviewers, calendar, now)];
}
