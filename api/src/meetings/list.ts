import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MeetsQuery } from 'shared-contracts';
import { foldText } from '../catalog/text.ts';
import { meetings, type User, users } from '../db/schema/index.ts';
import { withPage } from '../http/pagination.ts';
import { addDays, dayStartInstant } from '../scheduling/zoned-time.ts';
import { type MeetingApp, meetingStatusCondition, meetingViews, participantOf } from './view.ts';

/** Accent-insensitive lower case of a column, the same folding as `foldText` for common letters. */
const foldSql = (column: SQL) =>
  sql`translate(lower(${column}), 'áàäâãåéèëêíìïîóòöôõúùüûñçý', 'aaaaaaeeeeiiiiooooouuuuncy')`;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** One page of the user's paid meetings (cancelled ones too) as the customer or the expert, and how many match. */
export async function listMeetings(app: MeetingApp, user: User, query: MeetsQuery) {
  const now = app.clock();
  const zone = user.timezone || 'UTC';
  const counterpart = alias(users, 'counterpart');
  const conditions: (SQL | undefined)[] = [
    participantOf(user.id, query.is_expert),
    inArray(meetings.state, ['confirmed', 'cancelled']),
    query.status ? meetingStatusCondition(query.status, now) : undefined,
  ];
  if (query.date) {
    conditions.push(gte(meetings.startsAt, dayStartInstant(query.date, zone)));
    conditions.push(lt(meetings.startsAt, dayStartInstant(addDays(query.date, 1), zone)));
  }
  if (query.start_date) conditions.push(gte(meetings.startsAt, dayStartInstant(query.start_date, zone)));
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
  const [total] = await app.db
    .select({ value: count() })
    .from(meetings)
    .innerJoin(counterpart, counterpartJoin)
    .where(where);
  const column = query.order_by === 'created_at' ? meetings.createdAt : meetings.startsAt;
  const direction = query.order ?? (query.order_by === 'created_at' ? 'desc' : 'asc');
  const order = direction === 'asc' ? [asc(column), asc(meetings.id)] : [desc(column), desc(meetings.id)];
  const rows = await withPage(
    app.db
      .select({ id: meetings.id })
      .from(meetings)
      .innerJoin(counterpart, counterpartJoin)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    query.page,
    query.per_page,
  );
  const data = await meetingViews(
    app,
    rows.map((row) => row.id),
    { id: user.id, timezone: zone, firstName: user.firstName, lastName: user.lastName },
    'en',
  );
  return { data, total: Number(total?.value ?? 0) };
}
