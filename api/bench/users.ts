/** Bench users: sessions issued straight into the database, and booking customers with a saved card. */
import { createHash, randomBytes } from 'node:crypto';
import type postgres from 'postgres';
import { API_PREFIX } from 'shared-contracts';

/** Where a bench reaches the api and the Stripe stand-in. */
export interface BenchEndpoints {
  apiUrl: string;
  stripeUrl: string;
  publishableKey: string;
}

/** Zones of the booking customers: the converted times differ from the expert's. */
const BOOKER_ZONES = ['America/New_York', 'Europe/Madrid', 'America/Mexico_City', 'Asia/Tokyo', 'UTC'];

export interface BenchUser {
  id: number;
  token: string;
  timezone: string;
  paymentMethodId?: string;
}

/** Sessions made the way sign-in makes them (a token whose SHA-256 is stored), without the password hash cost. */
export async function issueSessions(
  sql: postgres.Sql,
  userIds: number[],
  userType: 'customer' | 'expert' = 'customer',
): Promise<Map<number, string>> {
  const tokens = new Map(userIds.map((id) => [id, randomBytes(32).toString('base64url')]));
  const rows = [...tokens].map(([id, token]) => ({
    user_id: id,
    token_hash: createHash('sha256').update(token).digest('hex'),
    csrf_token: randomBytes(32).toString('base64url'),
    user_type: userType,
    expires_at: new Date(Date.now() + 7 * 24 * 3_600_000),
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    await sql`INSERT INTO auth_tokens ${sql(rows.slice(start, start + 1000))}`;
  }
  return tokens;
}

async function mapLimit<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** Booking customers of this run, signed in, each with a Visa saved as Stripe Elements saves it. */
export async function makeBookers(
  sql: postgres.Sql,
  server: BenchEndpoints,
  count: number,
): Promise<BenchUser[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = Array.from({ length: count }, (_, index) => ({
    email: `booker-${tag}-${index}@bench.test`,
    first_name: 'Bench',
    last_name: `Booker ${index}`,
    timezone: BOOKER_ZONES[index % BOOKER_ZONES.length] as string,
    is_expert: false,
  }));
  const created: { id: number; timezone: string }[] = [];
  for (let start = 0; start < rows.length; start += 1000) {
    created.push(
      ...(await sql<{ id: number; timezone: string }[]>`
        INSERT INTO users ${sql(rows.slice(start, start + 1000))} RETURNING id, timezone`),
    );
  }
  const tokens = await issueSessions(
    sql,
    created.map((row) => row.id),
  );
  const bookers: BenchUser[] = created.map((row) => ({ ...row, token: tokens.get(row.id) as string }));
  await mapLimit(bookers, 4, async (booker) => {
    booker.paymentMethodId = await saveCard(server, booker);
  });
  return bookers;
}

async function saveCard(server: BenchEndpoints, user: BenchUser): Promise<string> {
  const made = await fetch(`${server.stripeUrl}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${server.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '11',
      'card[exp_year]': String(new Date().getUTCFullYear() + 3),
      'card[cvc]': '123',
    }).toString(),
  });
  const card = (await made.json()) as { id?: string };
  if (!made.ok || !card.id)
    throw new Error(`Stripe stand-in made no payment method: ${JSON.stringify(card)}`);
  const saved = await fetch(`${server.apiUrl}${API_PREFIX}/customers/profile/payment-methods`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Booker', card_token: card.id }),
  });
  const body = (await saved.json()) as { data?: { id?: string } };
  if (!saved.ok || !body.data?.id) throw new Error(`card not saved: ${saved.status} ${JSON.stringify(body)}`);
  return body.data.id;
}
