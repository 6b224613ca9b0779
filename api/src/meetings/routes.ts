import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  IdParamSchema,
  type Locale,
  MeetCommentsSchema,
  MeetExtendAnswerSchema,
  MeetExtendRequestSchema,
  MeetExtensionPaymentSchema,
  type MeetExtensionPreview,
  MeetExtensionPreviewQuerySchema,
  MeetsQuerySchema,
  type MessageKey,
  translate,
} from 'shared-contracts';
import { foldText } from '../catalog/text.ts';
import { meetings, type User, users } from '../db/schema/index.ts';
import { endpoint } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { paginated } from '../http/pagination.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { notify } from '../notifications/notify.ts';
import { addDays, dayStartInstant } from '../scheduling/zoned-time.ts';
import { extendMeeting, findExpertRate } from './extension.ts';
import {
  defineMeetingJobs,
  freeAfterEnd,
  loadMeetingParties,
  type MeetingParties,
  notifyOnce,
  pushExtension,
  shortestRateMinutes,
} from './lifecycle.ts';
import { meetingStatusCondition, meetingView, meetingViews, participantOf } from './view.ts';

const tags = ['meetings'];
const MINUTE = 60_000;

/** Accent-insensitive lower case of a column, the same folding as `foldText` for common letters. */
const foldSql = (column: SQL) =>
  sql`translate(lower(${column}), 'áàäâãåéèëêíìïîóòöôõúùüûñçý', 'aaaaaaeeeeiiiiooooouuuuncy')`;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Meetings: lists, detail, comments, finish; the extension flow; the jobs of a meeting's life. */
export async function meetingRoutes(app: FastifyInstance) {
  defineMeetingJobs(app);
  const { db } = app;

  /**
   * A live meeting the user takes part in. Anyone else gets 404, as if it did not exist (the
   * existence of other people's meetings is not revealed); `side` narrows to one participant (403).
   */
  async function participantMeeting(
    id: number,
    user: User,
    side?: 'customer' | 'expert',
  ): Promise<MeetingParties> {
    const meeting = await loadMeetingParties(app, id);
    if (meeting?.state !== 'confirmed') throw notFound();
    if (meeting.customerId !== user.id && meeting.expertId !== user.id) throw notFound();
    if (side === 'customer' && meeting.customerId !== user.id) throw new HttpError(403, 'forbidden');
    if (side === 'expert' && meeting.expertId !== user.id) throw new HttpError(403, 'forbidden');
    return meeting;
  }

  const conflict = (key: MessageKey) => new HttpError(409, key);

  app.route(
    endpoint({
      method: 'GET',
      url: '/meets',
      summary: "The caller's paid meetings, as the customer (is_expert false) or as the expert (true)",
      description:
        "Filters: status (comma list of booked, start soon, finished), date / start_date / end_date (yyyy-MM-dd in the caller's zone, on the start), search over the counterpart's name. Answers `data` + `meta`.",
      tags,
      access: 'user',
      query: MeetsQuerySchema,
      handler: async ({ query, user }) => {
        const now = app.clock();
        const zone = user.timezone || 'UTC';
        const counterpart = alias(users, 'counterpart');
        const conditions: (SQL | undefined)[] = [
          participantOf(user.id, query.is_expert),
          eq(meetings.state, 'confirmed'),
          query.status ? meetingStatusCondition(query.status, now) : undefined,
        ];
        if (query.date) {
          conditions.push(gte(meetings.startsAt, dayStartInstant(query.date, zone)));
          conditions.push(lt(meetings.startsAt, dayStartInstant(addDays(query.date, 1), zone)));
        }
        if (query.start_date)
          conditions.push(gte(meetings.startsAt, dayStartInstant(query.start_date, zone)));
        if (query.end_date)
          conditions.push(lt(meetings.startsAt, dayStartInstant(addDays(query.end_date, 1), zone)));
        const search = query.search ? foldText(query.search).trim() : '';
        if (search) {
          const pattern = `%${likeEscape(search)}%`;
          conditions.push(
            sql`${foldSql(sql`${counterpart.firstName} || ' ' || ${counterpart.lastName}`)} like ${pattern}`,
          );
        }
        const where = and(...conditions);
        const counterpartJoin = eq(counterpart.id, query.is_expert ? meetings.customerId : meetings.expertId);
        const [total] = await db
          .select({ value: count() })
          .from(meetings)
          .innerJoin(counterpart, counterpartJoin)
          .where(where);
        const column = query.order_by === 'created_at' ? meetings.createdAt : meetings.startsAt;
        const direction = query.order ?? (query.order_by === 'created_at' ? 'desc' : 'asc');
        const order =
          direction === 'asc' ? [asc(column), asc(meetings.id)] : [desc(column), desc(meetings.id)];
        const rows = await db
          .select({ id: meetings.id })
          .from(meetings)
          .innerJoin(counterpart, counterpartJoin)
          .where(where)
          .orderBy(...order)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page);
        const data = await meetingViews(
          app,
          rows.map((row) => row.id),
          { id: user.id, timezone: zone, firstName: user.firstName, lastName: user.lastName },
          'en',
        );
        return paginated(data, Number(total?.value ?? 0), query.page, query.per_page);
      },
    }),
  );

  const viewer = (user: User) => ({
    id: user.id,
    timezone: user.timezone || 'UTC',
    firstName: user.firstName,
    lastName: user.lastName,
  });
  const view = async (id: number, user: User, locale: Locale, withToken = false) => {
    const meeting = await meetingView(app, id, viewer(user), locale, { withToken });
    if (!meeting) throw notFound();
    return meeting;
  };

  app.route(
    endpoint({
      method: 'GET',
      url: '/meets/:id',
      summary: "One of the caller's meetings, with the caller's own video token and room",
      description: 'Only the two participants see it (anyone else: 404). The token is valid until the end.',
      tags,
      access: 'user',
      params: IdParamSchema,
      handler: async ({ params, user, request }) => {
        await participantMeeting(params.id, user);
        return envelope(await view(params.id, user, request.locale, true));
      },
    }),
  );

  app.route(
    endpoint({
      method: 'PUT',
      url: '/booking/meets/:id/comments',
      summary: 'The customer leaves comments for the expert on a meeting (≤ 250 characters)',
      tags,
      access: 'customer',
      params: IdParamSchema,
      body: MeetCommentsSchema,
      handler: async ({ params, body, user, request }) => {
        await participantMeeting(params.id, user, 'customer');
        await db
          .update(meetings)
          .set({ comments: body.comments, updatedAt: app.clock() })
          .where(eq(meetings.id, params.id));
        return envelope(
          await view(params.id, user, request.locale),
          translate('commentsSent', request.locale),
        );
      },
    }),
  );

  app.route(
    endpoint({
      method: 'PUT',
      url: '/booking/meets/:id/finish',
      summary: 'A participant ends the call: the meeting is finished, the room closed, the other side told',
      tags,
      access: 'user',
      params: IdParamSchema,
      handler: async ({ params, user, request }) => {
        const meeting = await participantMeeting(params.id, user);
        const now = app.clock();
        if (now < meeting.startsAt) throw conflict('meetingNotStarted');
        const finished = meeting.finishedAt
          ? []
          : await db
              .update(meetings)
              .set({ finishedAt: now, extensionStatus: null, extensionRateId: null, updatedAt: now })
              .where(and(eq(meetings.id, meeting.id), sql`${meetings.finishedAt} is null`))
              .returning({ id: meetings.id });
        if (finished.length > 0) {
          if (meeting.roomId) {
            await app.rooms.closeRoom(meeting.roomId).catch((error: unknown) => {
              request.log.warn({ err: error, room: meeting.roomId }, 'room not closed at finish');
            });
          }
          const other = user.id === meeting.customerId ? meeting.expertId : meeting.customerId;
          await notifyOnce(app, other, 'meeting.finished', meeting);
          for (const userId of [meeting.customerId, meeting.expertId]) {
            await app.bus.publish(userId, {
              type: 'meeting.status',
              meet_id: meeting.id,
              status: 'finished',
            });
            if (meeting.extensionStatus) await pushExtension(app, meeting.id, [userId], null);
          }
        }
        return envelope(
          await view(params.id, user, request.locale),
          translate('meetingFinishedMessage', request.locale),
        );
      },
    }),
  );

  app.route(
    endpoint({
      method: 'POST',
      url: '/booking/meets/:id/extend',
      summary:
        'The customer asks the expert for more time (only in the last minutes, when the expert is free)',
      description:
        'Allowed once the meeting offers it (CanRequestMeetExtension) or within its last 5 minutes while both sides are free right after the end. Sets CustomerRequestedTimeExtension and tells the expert in real time.',
      tags,
      access: 'customer',
      params: IdParamSchema,
      body: MeetExtendRequestSchema,
      handler: async ({ params, body, user, request }) => {
        const meeting = await participantMeeting(params.id, user, 'customer');
        const now = app.clock();
        if (meeting.finishedAt || now >= meeting.endsAt) throw conflict('meetingAlreadyFinished');
        if (meeting.extensionStatus === 'CustomerRequestedTimeExtension')
          return envelope(
            await view(params.id, user, request.locale),
            translate('extensionRequested', request.locale),
          );
        const inWindow =
          meeting.extensionStatus === 'CanRequestMeetExtension' ||
          (meeting.extensionStatus === null &&
            now.getTime() >= meeting.endsAt.getTime() - marketplaceRules.extensionWindowMinutes * MINUTE);
        if (!inWindow) throw conflict('extensionUnavailable');
        const rate = body.rate ? await findExpertRate(db, meeting.expertId, body.rate) : undefined;
        if (body.rate && !rate)
          throw new HttpError(
            422,
            'validationFailed',
            {},
            { rate: [translate('rateNotOffered', request.locale)] },
          );
        const minutes = rate?.minutes ?? (await shortestRateMinutes(app));
        if (!(await freeAfterEnd(app, meeting, minutes))) throw conflict('extensionBusy');
        const updated = await db
          .update(meetings)
          .set({
            extensionStatus: 'CustomerRequestedTimeExtension',
            extensionRateId: rate?.rateId ?? null,
            updatedAt: now,
          })
          .where(
            and(
              eq(meetings.id, meeting.id),
              meeting.extensionStatus === null
                ? sql`${meetings.extensionStatus} is null`
                : eq(meetings.extensionStatus, meeting.extensionStatus),
            ),
          )
          .returning({ id: meetings.id });
        if (updated.length > 0) {
          await pushExtension(
            app,
            meeting.id,
            [meeting.expertId, meeting.customerId],
            'CustomerRequestedTimeExtension',
          );
          await notify(app, meeting.expertId, 'meeting.extension_requested', {
            meet_id: meeting.id,
            ends_at: meeting.endsAt.toISOString(),
            name: meeting.customerName,
            rate: rate?.slug ?? null,
          });
        }
        return envelope(
          await view(params.id, user, request.locale),
          translate('extensionRequested', request.locale),
        );
      },
    }),
  );

  app.route(
    endpoint({
      method: 'PUT',
      url: '/booking/meets/:id/extend',
      summary: "The expert answers the customer's request for more time (confirm 1: available, 0: busy)",
      tags,
      access: 'expert',
      params: IdParamSchema,
      body: MeetExtendAnswerSchema,
      handler: async ({ params, body, user, request }) => {
        const meeting = await participantMeeting(params.id, user, 'expert');
        const now = app.clock();
        if (meeting.finishedAt || now >= meeting.endsAt) throw conflict('meetingAlreadyFinished');
        if (meeting.extensionStatus !== 'CustomerRequestedTimeExtension')
          throw conflict('extensionNotRequested');
        const status = body.confirm ? 'AcceptedMeetingExtension' : null;
        const updated = await db
          .update(meetings)
          .set({
            extensionStatus: status,
            ...(status === null && { extensionRateId: null }),
            updatedAt: now,
          })
          .where(
            and(eq(meetings.id, meeting.id), eq(meetings.extensionStatus, 'CustomerRequestedTimeExtension')),
          )
          .returning({ id: meetings.id });
        if (updated.length > 0) {
          await pushExtension(app, meeting.id, [meeting.customerId, meeting.expertId], status);
          await notify(
            app,
            meeting.customerId,
            status ? 'meeting.extension_accepted' : 'meeting.extension_declined',
            {
              meet_id: meeting.id,
              ends_at: meeting.endsAt.toISOString(),
              name: meeting.expertName,
            },
          );
        }
        return envelope(
          await view(params.id, user, request.locale),
          translate(status ? 'extensionAccepted' : 'extensionDeclined', request.locale),
        );
      },
    }),
  );

  app.route(
    endpoint({
      method: 'GET',
      url: '/booking/meets/:id/preview',
      summary:
        "What an extension of this meeting costs with a rate: the expert's price, the fee and the total",
      tags,
      access: 'customer',
      params: IdParamSchema,
      query: MeetExtensionPreviewQuerySchema,
      handler: async ({ params, query, user, request }) => {
        const meeting = await participantMeeting(params.id, user, 'customer');
        const rate = await findExpertRate(db, meeting.expertId, query.rate);
        if (!rate)
          throw new HttpError(
            422,
            'validationFailed',
            {},
            { rate: [translate('rateNotOffered', request.locale)] },
          );
        const [expert] = await db
          .select({
            firstName: users.firstName,
            lastName: users.lastName,
            profilePicture: users.profilePicture,
            role: sql<string>`(select role from expert_profiles where user_id = ${users.id})`,
          })
          .from(users)
          .where(eq(users.id, meeting.expertId));
        const preview: MeetExtensionPreview = {
          rate: { slug: rate.slug, name: rate.name, duration: rate.minutes },
          expert: {
            id: meeting.expertId,
            first_name: expert?.firstName ?? '',
            last_name: expert?.lastName ?? '',
            role: expert?.role ?? '',
            profile_picture: expert?.profilePicture ?? null,
          },
          meet: {
            rate: rate.priceCents / 100,
            fee: rate.feeCents / 100,
            total: (rate.priceCents + rate.feeCents) / 100,
          },
        };
        return envelope(preview);
      },
    }),
  );

  app.route(
    endpoint({
      method: 'POST',
      url: '/booking/meets/:id/payment',
      summary: 'The customer pays an accepted extension: charged off-session, the end moved, new tokens',
      description:
        "Only after the expert accepted (AcceptedMeetingExtension). A refused card answers 402 with the provider's message and moves nothing; a meeting of either side right after the end answers 409 (refunded if charged).",
      tags,
      access: 'customer',
      params: IdParamSchema,
      body: MeetExtensionPaymentSchema,
      handler: async ({ params, body, user, request, reply }) => {
        const meeting = await participantMeeting(params.id, user, 'customer');
        const outcome = await extendMeeting(app, meeting, user, body, request.log);
        if (outcome.kind === 'refused') {
          reply.status(402);
          return {
            message: outcome.message,
            error: { message: outcome.message, code: outcome.code ?? 'card_declined' },
          };
        }
        if (outcome.kind === 'error') {
          if (outcome.status === 422)
            throw new HttpError(
              422,
              'validationFailed',
              {},
              {
                [outcome.field ?? 'rate']: [translate(outcome.key, request.locale)],
              },
            );
          throw new HttpError(outcome.status, outcome.key);
        }
        return envelope(
          await view(params.id, user, request.locale, true),
          translate('meetingExtended', request.locale),
        );
      },
    }),
  );
}
