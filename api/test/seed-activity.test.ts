import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { FEEDBACK_COMMENTS, type FeedbackComment } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications, uploads, users } from '../src/db/schema/index.ts';
import { PREPARE_JOB } from '../src/meetings/prepare.ts';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.ts';
import { GENERATED_EXPERTS } from '../src/seed/generate-experts.ts';
import { call, startTestApi, type TestApi } from './harness.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const DAY = 24 * 3_600_000;

interface Meeting {
  id: number;
  status: string;
  starts_at: string;
  expert_feedback: { rating: number } | null;
  customer_feedback: { rating: number; comment: string } | null;
}

const login = (role: 'customer' | 'expert', index = 0) =>
  DEMO_ACCOUNTS.filter((account) => account.role === role)[index] as (typeof DEMO_ACCOUNTS)[number];

describe('the demo activity of a first start', () => {
  let api: TestApi;
  let now: Date;
  const tokens = new Map<string, string>();

  /** A demo login's session token. */
  async function tokenOf(account: (typeof DEMO_ACCOUNTS)[number]): Promise<string> {
    const known = tokens.get(account.email);
    if (known) return known;
    const answer = await call(api, 'POST', 'login', {
      body: { email: account.email, password: account.password, area: account.role },
    });
    expect(answer.status, account.email).toBe(200);
    tokens.set(account.email, answer.body.data.token);
    return answer.body.data.token;
  }

  const get = async (account: (typeof DEMO_ACCOUNTS)[number], path: string) => {
    const answer = await call(api, 'GET', path, { token: await tokenOf(account) });
    expect(answer.status, `${account.email} GET ${path}`).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    // No job worker: the coming meetings' set-up jobs stay planned for the test to see.
    api = await startTestApi({ jobPollMs: 0 });
    now = api.app.clock();
  });
  afterAll(async () => api.close());

  it('gives every expert a rating that is the average of the reviews their page lists', async () => {
    const list = await call(api, 'GET', 'experts?per_page=100');
    expect(list.body.meta.total).toBe(GENERATED_EXPERTS + 1);
    for (const summary of list.body.data as { id: number; rating: number }[]) {
      const [page, stats, reviews] = await Promise.all([
        call(api, 'GET', `experts/${summary.id}`),
        call(api, 'GET', `experts/${summary.id}/feedback-stats`),
        call(api, 'GET', `experts/${summary.id}/feedbacks?per_page=100`, {
          token: await tokenOf(login('customer')),
        }),
      ]);
      const ratings = (reviews.body.data as { rating: number; comment: string }[]).map((item) => item.rating);
      expect(ratings.length, `reviews of expert ${summary.id}`).toBeGreaterThanOrEqual(3);
      const average =
        Math.round((ratings.reduce((sum, value) => sum + value, 0) / ratings.length) * 100) / 100;
      expect(page.body.data.rating, `expert ${summary.id}`).toBe(average);
      expect(summary.rating, `expert ${summary.id} in the search`).toBe(average);
      expect(stats.body.data).toMatchObject({ average, count: ratings.length });
      for (const review of reviews.body.data as { comment: FeedbackComment }[])
        expect(FEEDBACK_COMMENTS).toContain(review.comment);
    }
  });

  it('gives every expert a portrait, served as one of their uploads', async () => {
    const experts = await api.app.db
      .select({ id: users.id, picture: users.profilePicture })
      .from(users)
      .where(eq(users.isExpert, true));
    expect(experts).toHaveLength(GENERATED_EXPERTS + 1);
    const pictures = new Set<string>();
    for (const expert of experts) {
      expect(expert.picture, `expert ${expert.id}`).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]{32}\.png$/);
      const name = (expert.picture as string).split('/').at(-1) as string;
      const [upload] = await api.app.db.select().from(uploads).where(eq(uploads.storedName, name));
      expect(upload).toMatchObject({ userId: expert.id, mimeType: 'image/png' });
      pictures.add(expert.picture as string);
    }
    expect(pictures.size).toBe(experts.length);
    // One of them over HTTP, as a page loads it.
    const first = [...pictures][0] as string;
    const served = await fetch(`${api.url}${first}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
  });

  it('gives the demo expert past meetings reviewed both ways, earnings paid and pending, a gallery and posts', async () => {
    const eva = login('expert');
    const meetings = (await get(eva, 'meets?is_expert=true&per_page=100')).data as Meeting[];
    const finished = meetings.filter((meeting) => meeting.status === 'finished');
    expect(
      finished.filter((meeting) => meeting.expert_feedback && meeting.customer_feedback).length,
    ).toBeGreaterThanOrEqual(5);
    expect(finished.some((meeting) => !meeting.expert_feedback && !meeting.customer_feedback)).toBe(true);
    expect(meetings.some((meeting) => meeting.status === 'booked')).toBe(true);

    const { profits } = (await get(eva, 'experts/profile/earnings')).data;
    expect(profits.available).toBeGreaterThan(0);
    expect(profits.overall).toBeGreaterThan(profits.available);
    const earned = (await get(eva, 'experts/profile/earnings/meets?per_page=100')).data as {
      payment_status: string;
    }[];
    expect(new Set(earned.map((row) => row.payment_status))).toEqual(new Set(['Payed', 'Not payed']));

    const profile = (await get(eva, 'experts/profile')).data;
    expect(profile.metadata.meets).toBe(finished.length);
    // Her reviews as she reads them: who wrote each, and their own words where they chose 'Other'.
    const reviews = (await get(eva, `experts/${profile.id}/feedbacks?per_page=100`)).data as {
      comment: string;
      other_comment: string | null;
      customer: { first_name: string } | null;
    }[];
    expect(reviews.every((review) => review.customer !== null)).toBe(true);
    const ownWords = reviews.filter((review) => review.comment === 'other');
    expect(ownWords.length).toBeGreaterThan(0);
    for (const review of ownWords) expect(review.other_comment?.length).toBeGreaterThan(10);
    const page = (await get(eva, `experts/${profile.id}`)).data;
    expect(page.gallery).toHaveLength(3);
    expect(page.certifications.length).toBeGreaterThanOrEqual(1);
    for (const item of page.gallery as { file: string }[]) {
      const served = await fetch(`${api.url}${item.file}`);
      expect(served.headers.get('content-type'), item.file).toBe('image/png');
    }

    const open = (await get(eva, 'experts/posts')).data as { id: number }[];
    expect(open.length).toBeGreaterThanOrEqual(3);
    const answeredByHer = [];
    for (const post of open) {
      const answers = (await get(eva, `posts/${post.id}/post_answers`)).data as { expert: { id: number } }[];
      if (answers.some((answer) => answer.expert.id === profile.id)) answeredByHer.push(post.id);
    }
    expect(answeredByHer).toHaveLength(1);
  });

  it.each([0, 1])(
    'gives demo customer #%i a coming meeting, one awaiting feedback, a post with answers, favourites and notifications',
    async (index) => {
      const customer = login('customer', index);
      const meetings = (await get(customer, 'meets?per_page=100')).data as Meeting[];
      const coming = meetings.filter((meeting) => meeting.status === 'booked');
      expect(coming).toHaveLength(1);
      const startsIn = Date.parse((coming[0] as Meeting).starts_at) - now.getTime();
      expect(startsIn).toBeGreaterThan(DAY);
      expect(startsIn).toBeLessThan(7 * DAY);
      expect(
        meetings.some((meeting) => meeting.status === 'finished' && meeting.expert_feedback === null),
      ).toBe(true);

      const [job] = await api.app.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, PREPARE_JOB), eq(jobs.key, String((coming[0] as Meeting).id))));
      expect(job, 'the coming meeting is set up as after a booking').toBeDefined();

      const posts = (await get(customer, 'posts')).data as { id: number; answers_count: number }[];
      expect(posts).toHaveLength(1);
      expect(posts[0]?.answers_count).toBeGreaterThanOrEqual(2);

      expect((await get(customer, 'experts/favourites')).data.length).toBeGreaterThanOrEqual(2);

      const shown = (await get(customer, 'notifications')).data as { type: string }[];
      expect(shown.map((item) => item.type)).toEqual(
        expect.arrayContaining(['post.answered', 'meeting.finished']),
      );
      const [user] = await api.app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, customer.email));
      const read = await api.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user?.id ?? 0), isNotNull(notifications.clearedAt)));
      expect(read.length, 'notifications read (cleared) before the seeding').toBeGreaterThan(0);
      const unread = await api.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user?.id ?? 0), isNull(notifications.clearedAt)));
      expect(unread).toHaveLength(shown.length);
    },
  );
});
