import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { paths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWork } from '../bench/work-counter.ts';
import { authTokens, favourites, users } from '../src/db/schema/index.ts';
import {
  type BookingEnvironment,
  type Customer,
  makeCustomer,
  makeExpert,
  type Person,
  startBookingEnvironment,
  testClock,
} from './booking-harness.ts';
import { call } from './harness.ts';

// Monday 2027-01-04, 08:45 in Madrid: the expert's first bookable start is 09:45 there.
const time = testClock('2027-01-04T07:45:00Z');
const DATE = '2027-01-04';
let env: BookingEnvironment;
let expert: Person;

beforeAll(async () => {
  env = await startBookingEnvironment({ clock: time.clock });
  expert = await makeExpert(env.api, { timezone: 'Europe/Madrid' });
});
afterAll(async () => env.close());

const availability = (who: Person) =>
  call(env.api, 'GET', `${paths.bookingAvailability(expert.id)}?date=${DATE}&rate=short`, {
    token: who.token,
  });
const preview = (who: Person) =>
  call(env.api, 'GET', `${paths.bookingPreview(expert.id)}?date=${DATE}&rate=short&start_time=10:00`, {
    token: who.token,
  });

/** What another api process does to the database: the change is not made through this one. */
const elsewhere = (statement: ReturnType<typeof sql>) => env.api.app.db.execute(statement);

describe('a session verified in the statement of the route that uses it', () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await makeCustomer(env, { timezone: 'America/New_York' });
  });

  it('reads the slots and the quote in one statement once the session was read', async () => {
    const workDone = countWork(env.api.app);
    const sent = () => workDone().statements;
    expect((await availability(customer)).status).toBe(200);
    let before = sent();
    expect((await availability(customer)).status).toBe(200);
    expect(sent() - before).toBe(1);
    before = sent();
    expect((await preview(customer)).status).toBe(200);
    expect(sent() - before).toBe(1);
  });

  it("answers from the user's row as it is now, changed by anyone", async () => {
    const first = await availability(customer);
    expect(first.body.data[0].start_time_converted).toBe('2027-01-04 04:00');
    await elsewhere(sql`UPDATE ${users} SET timezone = 'Asia/Tokyo' WHERE id = ${customer.id}`);
    const after = await availability(customer);
    expect(after.status).toBe(200);
    expect(after.body.data[0].start_time_converted).toBe('2027-01-04 18:00');
    expect((await preview(customer)).body.data.start_time_converted).toBe('2027-01-04 18:00');
  });

  it('refuses a session signed out on another process at the very next request', async () => {
    const other = await makeCustomer(env);
    expect((await availability(other)).status).toBe(200);
    expect((await preview(other)).status).toBe(200);
    await elsewhere(sql`UPDATE ${authTokens} SET revoked_at = now() WHERE user_id = ${other.id}`);
    expect((await availability(other)).status).toBe(401);
    expect((await preview(other)).status).toBe(401);
  });

  it('refuses the session of an account deleted meanwhile, and of one that expired', async () => {
    const deleted = await makeCustomer(env);
    expect((await availability(deleted)).status).toBe(200);
    await env.api.app.db.delete(users).where(eq(users.id, deleted.id));
    expect((await availability(deleted)).status).toBe(401);

    const expiring = await makeCustomer(env);
    expect((await preview(expiring)).status).toBe(200);
    await elsewhere(
      sql`UPDATE ${authTokens} SET expires_at = now() - interval '1 second' WHERE user_id = ${expiring.id}`,
    );
    expect((await preview(expiring)).status).toBe(401);
  });

  it("searches in one statement, and a session signed out meanwhile is a guest's at once", async () => {
    const viewer = await makeCustomer(env);
    await env.api.app.db.insert(favourites).values({ customerId: viewer.id, expertId: expert.id });
    const search = () =>
      call(env.api, 'GET', `${paths.experts}?per_page=100`, { token: viewer.token }).then(
        (answer) => answer.body.data.find((card: { id: number }) => card.id === expert.id)?.is_favorite,
      );
    const workDone = countWork(env.api.app);
    expect(await search()).toBe(true);
    const before = workDone().statements;
    expect(await search()).toBe(true);
    expect(workDone().statements - before).toBe(1);
    await elsewhere(sql`UPDATE ${authTokens} SET revoked_at = now() WHERE user_id = ${viewer.id}`);
    expect(await search()).toBe(false);
  });

  it('books in a statement fewer, and refuses a booking of a session signed out meanwhile', async () => {
    const booker = await makeCustomer(env);
    const book = (slot: { start_time: string }) =>
      call(env.api, 'POST', paths.booking(expert.id), {
        token: booker.token,
        headers: { 'idempotency-key': randomUUID() },
        body: { date: DATE, rate: 'short', start_time: slot.start_time, payment_method_id: booker.card },
      });
    const [first, second] = (await availability(booker)).body.data;
    const workDone = countWork(env.api.app);
    const before = workDone().statements;
    expect((await book(first)).status).toBe(201);
    const booked = workDone().statements - before;
    await elsewhere(sql`UPDATE ${authTokens} SET revoked_at = now() WHERE user_id = ${booker.id}`);
    const refused = await book(second);
    expect(refused.status).toBe(401);
    // The booking's first read refused it: nothing was held, nothing charged.
    expect(workDone().statements - before - booked).toBe(2);
  });
});
