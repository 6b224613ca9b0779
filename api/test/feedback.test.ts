import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertFeedbacks, expertProfiles, notifications } from '../src/db/schema/index.ts';
import { hoursFromNow, insertMeeting, registerExpert } from './experts-fixtures.ts';
import { call, registerCustomer, startTestApi, type TestAccount, type TestApi } from './harness.ts';

describe('feedback after a finished meeting', () => {
  let api: TestApi;
  let expert: TestAccount;
  let otherExpert: TestAccount;
  let customer: TestAccount;
  let otherCustomer: TestAccount;

  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
    expert = await registerExpert(api);
    otherExpert = await registerExpert(api);
    customer = await registerCustomer(api, { first_name: 'Rosalind' });
    otherCustomer = await registerCustomer(api);
  });
  afterAll(async () => api.close());

  const pastMeeting = (hoursAgo: number, customerId = customer.userId, expertId = expert.userId) =>
    insertMeeting(api, { expertId, customerId, startsAt: hoursFromNow(-hoursAgo) });

  describe('POST /experts/{id}/feedbacks', () => {
    it('lets the customer rate a finished meeting once, updates the rating and notifies the expert', async () => {
      const first = await pastMeeting(50);
      const result = await call(api, 'POST', `experts/${expert.userId}/feedbacks`, {
        token: customer.token,
        body: { rating: 5, comment: 'perfect_help', meet_id: first.id },
      });
      expect(result.status).toBe(201);
      expect(result.body.message).toBe('Feedback created succesfully');
      expect(result.body.data).toMatchObject({
        meet_id: first.id,
        rating: 5,
        comment: 'perfect_help',
        other_comment: null,
        customer: { id: customer.userId, first_name: 'Rosalind' },
      });
      const again = await call(api, 'POST', `experts/${expert.userId}/feedbacks`, {
        token: customer.token,
        body: { rating: 1, comment: 'not_satisfied', meet_id: first.id },
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This meeting has already been rated');

      // A meeting finished early (finished_at) counts as finished too.
      const early = await insertMeeting(api, {
        expertId: expert.userId,
        customerId: customer.userId,
        startsAt: hoursFromNow(-0.2),
        finishedAt: hoursFromNow(-0.1),
      });
      const second = await call(api, 'POST', `experts/${expert.userId}/feedbacks`, {
        token: customer.token,
        lang: 'es',
        body: { rating: '2', comment: 'other', other_comment: 'Se cortó el audio', meet_id: early.id },
      });
      expect(second.status).toBe(201);
      expect(second.body.message).toBe('Valoración creada con éxito');
      expect(second.body.data.other_comment).toBe('Se cortó el audio');
      const third = await pastMeeting(30);
      await call(api, 'POST', `experts/${expert.userId}/feedbacks`, {
        token: customer.token,
        body: { rating: 4, comment: 'little_problems', meet_id: third.id },
      });

      const [profile] = await api.app.db
        .select({ rating: expertProfiles.rating })
        .from(expertProfiles)
        .where(eq(expertProfiles.userId, expert.userId));
      expect(profile?.rating).toBe('3.67');
      expect((await call(api, 'GET', `experts/${expert.userId}`)).body.data.rating).toBe(3.67);
      const notes = await api.app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, expert.userId));
      expect(notes.filter((note) => note.type === 'feedback.received')).toHaveLength(3);
      expect(notes[0]?.data).toMatchObject({ meet_id: first.id, rating: 5 });

      const stats = await call(api, 'GET', `experts/${expert.userId}/feedback-stats`);
      expect(stats.status).toBe(200);
      expect(stats.body.data).toEqual({
        average: 3.67,
        count: 3,
        distribution: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 1 },
      });
    });

    it('keeps one review when the same meeting is rated twice at once', async () => {
      const meeting = await pastMeeting(100);
      const body = { rating: 3, comment: 'not_satisfied', meet_id: meeting.id };
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          call(api, 'POST', `experts/${expert.userId}/feedbacks`, { token: customer.token, body }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      const stats = await call(api, 'GET', `experts/${expert.userId}/feedback-stats`);
      expect(stats.body.data.count).toBe(4);
      expect(stats.body.data.average).toBe(3.5);
      const [profile] = await api.app.db
        .select({ rating: expertProfiles.rating })
        .from(expertProfiles)
        .where(eq(expertProfiles.userId, expert.userId));
      expect(profile?.rating).toBe('3.50');
      // Put the figures back as the later tests expect them.
      await api.app.db.delete(expertFeedbacks).where(eq(expertFeedbacks.meetingId, meeting.id));
    });

    it('refuses a meeting that is not finished, not yours or not with this expert', async () => {
      const upcoming = await insertMeeting(api, {
        expertId: expert.userId,
        customerId: customer.userId,
        startsAt: hoursFromNow(5),
      });
      // Started but not over (another pair: one person is never in two meetings at once).
      const running = await insertMeeting(api, {
        expertId: otherExpert.userId,
        customerId: otherCustomer.userId,
        startsAt: hoursFromNow(-0.1),
      });
      for (const [meeting, who, expertId] of [
        [upcoming, customer, expert.userId],
        [running, otherCustomer, otherExpert.userId],
      ] as const) {
        const en = await call(api, 'POST', `experts/${expertId}/feedbacks`, {
          token: who.token,
          body: { rating: 5, comment: 'perfect_help', meet_id: meeting.id },
        });
        expect(en.status).toBe(422);
        expect(en.body.data.meet_id).toEqual(['The meeting has not finished yet']);
      }
      const es = await call(api, 'POST', `experts/${expert.userId}/feedbacks`, {
        token: customer.token,
        lang: 'es',
        body: { rating: 5, comment: 'perfect_help', meet_id: upcoming.id },
      });
      expect(es.body.data.meet_id).toEqual(['La reunión aún no ha terminado']);

      const someoneElses = await pastMeeting(40, otherCustomer.userId);
      const notMine = await call(api, 'POST', `experts/${expert.userId}/feedbacks`, {
        token: customer.token,
        body: { rating: 5, comment: 'perfect_help', meet_id: someoneElses.id },
      });
      expect(notMine.status).toBe(404);
      const mine = await pastMeeting(45);
      const wrongExpert = await call(api, 'POST', `experts/${otherExpert.userId}/feedbacks`, {
        token: customer.token,
        body: { rating: 5, comment: 'perfect_help', meet_id: mine.id },
      });
      expect(wrongExpert.status).toBe(404);
      const released = await insertMeeting(api, {
        expertId: expert.userId,
        customerId: customer.userId,
        startsAt: hoursFromNow(-60),
        state: 'released',
      });
      const unpaid = await call(api, 'POST', `experts/${expert.userId}/feedbacks`, {
        token: customer.token,
        body: { rating: 5, comment: 'perfect_help', meet_id: released.id },
      });
      expect(unpaid.status).toBe(404);
      const guest = await call(api, 'POST', `experts/${expert.userId}/feedbacks`, {
        body: { rating: 5, comment: 'perfect_help', meet_id: mine.id },
      });
      expect(guest.status).toBe(401);
    });

    it('checks the rating, the preset answer and other_comment, in English and Spanish', async () => {
      const meeting = await pastMeeting(70);
      const base = { rating: 4, comment: 'perfect_help', meet_id: meeting.id };
      const cases: [Record<string, unknown>, string, string, string][] = [
        [{ rating: 6 }, 'rating', 'Select a rating from 1 to 5', 'Selecciona una valoración de 1 a 5'],
        [{ rating: 0 }, 'rating', 'Select a rating from 1 to 5', 'Selecciona una valoración de 1 a 5'],
        [{ rating: 3.5 }, 'rating', 'Select a rating from 1 to 5', 'Selecciona una valoración de 1 a 5'],
        [
          { rating: undefined },
          'rating',
          'Select a rating from 1 to 5',
          'Selecciona una valoración de 1 a 5',
        ],
        [{ comment: 'great' }, 'comment', 'Select an answer', 'Selecciona una respuesta'],
        [{ comment: 'other' }, 'other_comment', 'Field required', 'Campo requerido'],
        [{ comment: 'other', other_comment: '   ' }, 'other_comment', 'Field required', 'Campo requerido'],
        [
          { comment: 'other', other_comment: 'x'.repeat(251) },
          'other_comment',
          'Max. 250 characters',
          'Máx. 250 caracteres',
        ],
        [{ meet_id: undefined }, 'meet_id', 'Must be a number', 'Debe ser un número'],
      ];
      for (const [override, field, en, es] of cases) {
        const body = { ...base, ...override };
        const english = await call(api, 'POST', `experts/${expert.userId}/feedbacks`, {
          token: customer.token,
          body,
        });
        expect(english.status, JSON.stringify(override)).toBe(422);
        expect(english.body.data[field], JSON.stringify(override)).toEqual([en]);
        const spanish = await call(api, 'POST', `experts/${expert.userId}/feedbacks`, {
          token: customer.token,
          lang: 'es',
          body,
        });
        expect(spanish.body.data[field]).toEqual([es]);
      }
    });
  });

  describe('reading feedback', () => {
    it('shows the expert every review, newest first, paged; others read them anonymised', async () => {
      const own = await call(api, 'GET', `experts/${expert.userId}/feedbacks?per_page=2`, {
        token: expert.token,
      });
      expect(own.status).toBe(200);
      expect(own.body.data).toHaveLength(2);
      expect(own.body.meta).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
      expect(own.body.data[0]).toMatchObject({
        rating: 4,
        comment: 'little_problems',
        customer: { id: customer.userId, first_name: 'Rosalind' },
      });
      expect(own.body.data[1]).toMatchObject({ comment: 'other', other_comment: 'Se cortó el audio' });

      for (const reader of [otherCustomer, otherExpert]) {
        const seen = await call(api, 'GET', `experts/${expert.userId}/feedbacks`, { token: reader.token });
        expect(seen.status).toBe(200);
        expect(seen.body.meta.total).toBe(3);
        for (const review of seen.body.data) {
          expect(review.customer).toBeNull();
          expect(review.other_comment).toBeNull();
        }
        expect(seen.body.data.map((review: { rating: number }) => review.rating)).toEqual([4, 2, 5]);
      }
      expect((await call(api, 'GET', `experts/${expert.userId}/feedbacks`)).status).toBe(401);
      expect(
        (await call(api, 'GET', `experts/${otherCustomer.userId}/feedbacks`, { token: customer.token }))
          .status,
      ).toBe(404);
    });

    it('answers empty stats for an expert without reviews and 404 for someone who is not an expert', async () => {
      const stats = await call(api, 'GET', `experts/${otherExpert.userId}/feedback-stats`);
      expect(stats.body.data).toEqual({
        average: 0,
        count: 0,
        distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      });
      expect((await call(api, 'GET', `experts/${customer.userId}/feedback-stats`)).status).toBe(404);
      expect((await call(api, 'GET', 'experts/999999/feedback-stats')).status).toBe(404);
    });
  });

  describe('POST /customers/{id}/feedbacks', () => {
    it('lets the expert rate the customer of a finished meeting once', async () => {
      const meeting = await pastMeeting(80);
      const result = await call(api, 'POST', `customers/${customer.userId}/feedbacks`, {
        token: expert.token,
        body: { rating: 4, comment: 'Punctual and well prepared.', meet_id: meeting.id },
      });
      expect(result.status).toBe(201);
      expect(result.body.message).toBe('Feedback created succesfully');
      expect(result.body.data).toMatchObject({
        meet_id: meeting.id,
        rating: 4,
        comment: 'Punctual and well prepared.',
        expert_id: expert.userId,
        customer_id: customer.userId,
      });
      const again = await call(api, 'POST', `customers/${customer.userId}/feedbacks`, {
        token: expert.token,
        lang: 'es',
        body: { rating: 2, comment: 'Otra vez', meet_id: meeting.id },
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Esta reunión ya fue valorada');
      const notes = await api.app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, customer.userId));
      expect(notes.map((note) => note.type)).toContain('feedback.received');
    });

    it('refuses unfinished meetings, other experts, customers and invalid input', async () => {
      const upcoming = await insertMeeting(api, {
        expertId: expert.userId,
        customerId: customer.userId,
        startsAt: hoursFromNow(8),
      });
      const unfinished = await call(api, 'POST', `customers/${customer.userId}/feedbacks`, {
        token: expert.token,
        body: { rating: 4, comment: 'Fine', meet_id: upcoming.id },
      });
      expect(unfinished.status).toBe(422);
      expect(unfinished.body.data.meet_id).toEqual(['The meeting has not finished yet']);
      const meeting = await pastMeeting(90);
      const body = { rating: 3, comment: 'Ok', meet_id: meeting.id };
      expect(
        (
          await call(api, 'POST', `customers/${customer.userId}/feedbacks`, {
            token: otherExpert.token,
            body,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await call(api, 'POST', `customers/${otherCustomer.userId}/feedbacks`, {
            token: expert.token,
            body,
          })
        ).status,
      ).toBe(404);
      expect(
        (await call(api, 'POST', `customers/${customer.userId}/feedbacks`, { token: customer.token, body }))
          .status,
      ).toBe(403);
      const cases: [Record<string, unknown>, string, string, string][] = [
        [{ comment: '' }, 'comment', 'Field required', 'Campo requerido'],
        [{ comment: undefined }, 'comment', 'Field required', 'Campo requerido'],
        [{ comment: 'c'.repeat(251) }, 'comment', 'Max. 250 characters', 'Máx. 250 caracteres'],
        [{ rating: 'five' }, 'rating', 'Select a rating from 1 to 5', 'Selecciona una valoración de 1 a 5'],
      ];
      for (const [override, field, en, es] of cases) {
        const english = await call(api, 'POST', `customers/${customer.userId}/feedbacks`, {
          token: expert.token,
          body: { ...body, ...override },
        });
        expect(english.status).toBe(422);
        expect(english.body.data[field]).toEqual([en]);
        const spanish = await call(api, 'POST', `customers/${customer.userId}/feedbacks`, {
          token: expert.token,
          lang: 'es',
          body: { ...body, ...override },
        });
        expect(spanish.body.data[field]).toEqual([es]);
      }
    });
  });
});
