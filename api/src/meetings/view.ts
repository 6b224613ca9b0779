import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  type ExtensionStatus,
  type Locale,
  MEETING_STATUSES,
  type Meeting,
  type MeetingSide,
  type MeetingStatus,
  type RateSlug,
} from 'shared-contracts';
import { centsToDollars } from '../catalog/money.ts';
import {
  customerFeedbacks,
  expertFeedbacks,
  expertProfiles,
  favourites,
  meetingCharges,
  meetings,
  rates,
  users,
} from '../db/schema/index.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { wallDateTime } from '../scheduling/zoned-time.ts';
import { VideoRoomError } from '../video/rooms.ts';
import { meetingChanges } from './changes.ts';

/** What a view needs from the app. */
export type MeetingApp = Pick<FastifyInstance, 'db' | 'rooms' | 'clock'>;

/** Who looks at the meeting: their id, and their zone when the caller already knows it. */
export interface MeetingViewer {
  id: number;
  timezone?: string;
  firstName?: string;
  lastName?: string;
}

export interface MeetingViewOptions {
  /** Include the viewer's own LiveKit token (detail, booking and extension answers). */
  withToken?: boolean;
}

const MINUTE = 60_000;

/** What the status is derived from; `state` and `noShow` absent read as a confirmed meeting. */
export interface StatusFacts {
  startsAt: Date;
  endsAt: Date;
  finishedAt: Date | null;
  state?: string;
  noShow?: string | null;
}

/** The status the spec shows, from the times and `finished_at`, at `now` (or cancelled, no-show). */
function meetingStatus(meeting: StatusFacts, now: Date): MeetingStatus {
  if (meeting.state === 'cancelled') return 'cancelled';
  if (meeting.noShow) return 'no-show';
  if (meeting.finishedAt || now >= meeting.endsAt) return 'finished';
  if (now.getTime() >= meeting.startsAt.getTime() - marketplaceRules.startSoonMinutes * MINUTE)
    return 'start soon';
  return 'booked';
}

/** When a meeting is, as every projection of it shows it: wall times in `zone`, instants, status. */
export function meetingTimes(meeting: StatusFacts, zone: string, now: Date) {
  const start = wallDateTime(meeting.startsAt, zone);
  const end = wallDateTime(meeting.endsAt, zone);
  return {
    date: start.date,
    start_time: start.time,
    end_time: end.time,
    starts_at: meeting.startsAt.toISOString(),
    ends_at: meeting.endsAt.toISOString(),
    status: meetingStatus(meeting, now),
  };
}

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * A condition keeping the meetings whose derived status is one of `statuses` at `now`, written as
 * ranges on `starts_at` / `ends_at` so the (expert|customer, starts_at) indexes serve it.
 */
export function meetingStatusCondition(statuses: readonly MeetingStatus[], now: Date): SQL | undefined {
  const wanted = new Set(statuses);
  if (wanted.size === 0 || wanted.size === MEETING_STATUSES.length) return undefined;
  const soon = new Date(now.getTime() + marketplaceRules.startSoonMinutes * MINUTE);
  const held = sql`${meetings.state} = 'confirmed' and ${meetings.noShow} is null`;
  const parts: SQL[] = [];
  if (wanted.has('booked'))
    parts.push(sql`(${held} and ${meetings.finishedAt} is null and ${meetings.startsAt} > ${iso(soon)})`);
  if (wanted.has('start soon'))
    parts.push(
      sql`(${held} and ${meetings.finishedAt} is null and ${meetings.startsAt} <= ${iso(soon)} and ${meetings.endsAt} > ${iso(now)})`,
    );
  if (wanted.has('finished'))
    parts.push(sql`(${held} and (${meetings.finishedAt} is not null or ${meetings.endsAt} <= ${iso(now)}))`);
  if (wanted.has('cancelled')) parts.push(sql`${meetings.state} = 'cancelled'`);
  if (wanted.has('no-show'))
    parts.push(sql`(${meetings.state} = 'confirmed' and ${meetings.noShow} is not null)`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

const customerUser = alias(users, 'meeting_customer');
const expertUser = alias(users, 'meeting_expert');

/** The row every view is built from. */
async function loadRows(app: MeetingApp, ids: number[]) {
  if (ids.length === 0) return [];
  return app.db
    .select({
      id: meetings.id,
      expertId: meetings.expertId,
      customerId: meetings.customerId,
      priceCents: meetings.priceCents,
      feeCents: meetings.feeCents,
      startsAt: meetings.startsAt,
      endsAt: meetings.endsAt,
      roomId: meetings.roomId,
      comments: meetings.comments,
      extensionStatus: meetings.extensionStatus,
      finishedAt: meetings.finishedAt,
      createdAt: meetings.createdAt,
      state: meetings.state,
      noShow: meetings.noShow,
      reschedules: meetings.reschedules,
      cancelledAt: meetings.cancelledAt,
      cancelledBy: meetings.cancelledBy,
      refundedCents: meetings.refundedCents,
      rateSlug: rates.slug,
      rateName: rates.name,
      rateMinutes: rates.durationMinutes,
      extraPriceCents: sql<string>`(select coalesce(sum(${meetingCharges.priceCents}), 0) from ${meetingCharges}
        where ${meetingCharges.meetingId} = ${meetings.id} and ${meetingCharges.kind} = 'extension'
          and ${meetingCharges.status} = 'succeeded')`,
      extraFeeCents: sql<string>`(select coalesce(sum(${meetingCharges.feeCents}), 0) from ${meetingCharges}
        where ${meetingCharges.meetingId} = ${meetings.id} and ${meetingCharges.kind} = 'extension'
          and ${meetingCharges.status} = 'succeeded')`,
      customer: {
        firstName: customerUser.firstName,
        lastName: customerUser.lastName,
        profilePicture: customerUser.profilePicture,
      },
      expert: {
        firstName: expertUser.firstName,
        lastName: expertUser.lastName,
        profilePicture: expertUser.profilePicture,
        role: expertProfiles.role,
        rating: expertProfiles.rating,
      },
      isFavorite: sql<boolean>`exists (select 1 from ${favourites} where ${favourites.customerId} = ${meetings.customerId} and ${favourites.expertId} = ${meetings.expertId})`,
      expertFeedback: {
        rating: expertFeedbacks.rating,
        comment: expertFeedbacks.comment,
        otherComment: expertFeedbacks.otherComment,
      },
      customerFeedback: { rating: customerFeedbacks.rating, comment: customerFeedbacks.comment },
    })
    .from(meetings)
    .innerJoin(rates, eq(rates.id, meetings.rateId))
    .innerJoin(customerUser, eq(customerUser.id, meetings.customerId))
    .innerJoin(expertUser, eq(expertUser.id, meetings.expertId))
    .innerJoin(expertProfiles, eq(expertProfiles.userId, meetings.expertId))
    .leftJoin(expertFeedbacks, eq(expertFeedbacks.meetingId, meetings.id))
    .leftJoin(customerFeedbacks, eq(customerFeedbacks.meetingId, meetings.id))
    .where(inArray(meetings.id, ids));
}

type Row = Awaited<ReturnType<typeof loadRows>>[number];

async function viewerZone(
  app: MeetingApp,
  viewer: MeetingViewer,
): Promise<MeetingViewer & { timezone: string }> {
  if (viewer.timezone && viewer.firstName !== undefined)
    return viewer as MeetingViewer & { timezone: string };
  const [row] = await app.db
    .select({ timezone: users.timezone, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, viewer.id));
  return {
    ...viewer,
    timezone: viewer.timezone ?? row?.timezone ?? 'UTC',
    firstName: viewer.firstName ?? row?.firstName ?? '',
    lastName: viewer.lastName ?? row?.lastName ?? '',
  };
}

async function toView(
  app: MeetingApp,
  row: Row,
  viewer: MeetingViewer & { timezone: string },
  now: Date,
  withToken: boolean,
): Promise<Meeting> {
  const times = meetingTimes(row, viewer.timezone, now);
  const { status } = times;
  const priceCents = row.priceCents + Number(row.extraPriceCents);
  const feeCents = row.feeCents + Number(row.extraFeeCents);
  let accessToken: string | null = null;
  if (withToken && row.roomId && (status === 'booked' || status === 'start soon')) {
    try {
      accessToken = await app.rooms.accessToken({
        roomName: row.roomId,
        userId: viewer.id,
        name: `${viewer.firstName ?? ''} ${viewer.lastName ?? ''}`.trim(),
        validUntil: row.endsAt,
        now,
      });
    } catch (error) {
      if (!(error instanceof VideoRoomError)) throw error;
    }
  }
  return {
    id: row.id,
    ...times,
    extension_status: (row.extensionStatus as ExtensionStatus | null) ?? null,
    room_id: row.roomId,
    access_token: accessToken,
    rate: {
      slug: row.rateSlug as RateSlug,
      name: row.rateName,
      duration: row.rateMinutes,
      price: centsToDollars(row.priceCents),
    },
    customer: {
      id: row.customerId,
      first_name: row.customer.firstName,
      last_name: row.customer.lastName,
      profile_picture: row.customer.profilePicture,
    },
    expert: {
      id: row.expertId,
      first_name: row.expert.firstName,
      last_name: row.expert.lastName,
      role: row.expert.role,
      profile_picture: row.expert.profilePicture,
      rating: Number(row.expert.rating),
      is_favorite: Boolean(row.isFavorite),
    },
    comments: row.comments,
    booking: {
      price: centsToDollars(priceCents),
      fee: centsToDollars(feeCents),
      total: centsToDollars(priceCents + feeCents),
    },
    expert_feedback:
      row.expertFeedback && row.expertFeedback.rating !== null
        ? {
            rating: row.expertFeedback.rating,
            comment: row.expertFeedback.comment,
            other_comment: row.expertFeedback.otherComment,
          }
        : null,
    customer_feedback:
      row.customerFeedback && row.customerFeedback.rating !== null
        ? { rating: row.customerFeedback.rating, comment: row.customerFeedback.comment }
        : null,
    created_at: row.createdAt.toISOString(),
    cancellation:
      row.state === 'cancelled' && row.cancelledAt
        ? {
            by: row.cancelledBy as MeetingSide,
            at: row.cancelledAt.toISOString(),
            refund: centsToDollars(row.refundedCents),
          }
        : null,
    no_show: (row.noShow as MeetingSide | null) ?? null,
    refunded: centsToDollars(row.refundedCents),
    changes: meetingChanges(
      row,
      viewer.id === row.expertId ? 'expert' : 'customer',
      priceCents + feeCents,
      now,
    ),
  };
}

/**
 * Meetings as the viewer sees them, in the order of `ids` (missing ids and meetings the viewer is
 * not part of are left out). Times in the viewer's zone; tokens only when asked.
 */
export async function meetingViews(
  app: MeetingApp,
  ids: number[],
  viewer: MeetingViewer,
  _locale: Locale,
  options: MeetingViewOptions = {},
): Promise<Meeting[]> {
  const rows = await loadRows(app, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const who = await viewerZone(app, viewer);
  const now = app.clock();
  const views: Meeting[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || (row.customerId !== viewer.id && row.expertId !== viewer.id)) continue;
    views.push(await toView(app, row, who, now, options.withToken ?? false));
  }
  return views;
}

/** One meeting as a participant sees it; undefined when it does not exist or the viewer is not in it. */
export async function meetingView(
  app: MeetingApp,
  meetingId: number,
  viewer: MeetingViewer,
  locale: Locale,
  options: MeetingViewOptions = {},
): Promise<Meeting | undefined> {
  const [view] = await meetingViews(app, [meetingId], viewer, locale, options);
  return view;
}

/** The participant condition of a viewer (customer or expert side). */
export function participantOf(userId: number, asExpert: boolean): SQL {
  return asExpert ? eq(meetings.expertId, userId) : eq(meetings.customerId, userId);
}

/** Live meetings only (paid): what lists and the detail show. */
const confirmed = () => eq(meetings.state, 'confirmed');

/** A meeting that took place: paid and finished at `now` (the app clock). */
export const finishedMeeting = (now: Date) => and(confirmed(), meetingStatusCondition(['finished'], now));
