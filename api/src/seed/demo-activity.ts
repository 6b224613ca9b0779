import type { Transaction } from '../db/client.ts';
import { insertDemoNotifications, type NotifiedPerson } from './demo-notifications.ts';
import { insertPaidPayout } from './demo-payout.ts';
import { STORY_POSTS } from './demo-stories.ts';
import { insertMeetings, type MeetingPeople } from './insert-meetings.ts';
import { insertPosts } from './insert-posts.ts';
import type { PlannedMeeting } from './planned-meeting.ts';
import type { References } from './references.ts';
import type { StoryCast } from './story-people.ts';

/** Everyone the activity involves, once they exist. */
export interface ActivityPeople extends MeetingPeople {
  /** The person behind an id, for what notifications say of them. */
  personOf(id: number): NotifiedPerson;
  /** The demo logins: the only ones whose bells are filled. */
  readers: ReadonlySet<number>;
}

/**
 * What the demo logins show besides their profiles: the planned meetings with their payments and
 * reviews, the stories' posts and answers, the demo expert's paid funds request, and the
 * notifications all of that gave the demo logins.
 */
export async function insertDemoActivity(
  tx: Transaction,
  input: {
    refs: References;
    cast: StoryCast;
    planned: readonly PlannedMeeting[];
    people: ActivityPeople;
    now: Date;
  },
): Promise<void> {
  const { refs, cast, people, now } = input;
  const meetings = await insertMeetings(tx, refs, input.planned, people, now);
  const answers = await insertPosts(tx, refs, STORY_POSTS, cast, people.idOf, now);
  const evaId = people.idOf(cast.eva.email);
  const payout = await insertPaidPayout(tx, evaId, meetings, now);
  await insertDemoNotifications(tx, {
    readers: people.readers,
    personOf: people.personOf,
    meetings,
    answers: answers.map((answer) => ({
      answer,
      customerId: people.idOf(answer.customerEmail),
      expertId: people.idOf(answer.expertEmail),
    })),
    payout: payout ? { payout, expertId: evaId } : null,
    now,
  });
}
