/**
 * Seeds a PostgreSQL database for the bench: the api's own migrations and reference data, then
 * experts, customers and meetings with set-based SQL (INSERT … SELECT over generate_series), so a
 * million meetings take seconds rather than hours.
 *
 *   npx node bench/seed.ts --experts 2000 --meetings 20000 --keep
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { CATEGORIES } from '../src/catalog/data/categories.ts';
import { syncReferenceData } from '../src/catalog/reference-sync.ts';
import { words } from '../src/catalog/text.ts';
import { openDatabase } from '../src/db/client.ts';
import { searchDocument } from '../src/experts/search-document.ts';
import { marketplaceRules } from '../src/marketplace/rules.ts';
import { EXPERTISE } from '../src/seed/expertise.ts';
import { PEOPLE } from '../src/seed/people.ts';
import { type BenchOptions, databaseUrl, parseBenchOptions } from './options.ts';

export interface SeedSize {
  experts: number;
  customers: number;
  meetings: number;
}

interface SeedReport {
  steps: { step: string; rows: number; ms: number }[];
  totalMs: number;
}

/** Every twentieth expert has switched availability off (not bookable), as some real ones do. */
export const isAvailableExpert = (id: number) => id % 20 !== 0;

/** The expert's price of a rate: the rate's minimum plus a step per expert (same formula as the SQL). */
const priceSql = (expertId: string, rate: string) =>
  `(${rate}.min_price_cents + (${expertId} % 20) * ${rate}.duration_minutes * 10)`;

/** The tables of migration 0019 (a listed expert's categories and subcategories in role order), with their id column and the profile's array of ids. */
const ROLE_ORDERS = [
  ['expert_category_roles', 'category_id', 'category_ids'],
  ['expert_subcategory_roles', 'subcategory_id', 'subcategory_ids'],
] as const;

/** Meetings per INSERT statement, and statements running at once. */
const MEETINGS_PER_STATEMENT = 50_000;
const SEED_SESSIONS = 2;

/**
 * One connection set up for bulk loading. Its triggers do not fire, so the profile's copies that
 * triggers keep (`listed`, `category_ids`, `subcategory_ids`, `from_price_cents`: migrations 0010
 * and 0014) are written by the profile's insert itself, as the triggers would leave them, and the
 * role orders (migration 0019) by an insert from the profiles.
 */
async function bulkSession(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  await sql.unsafe(`SET synchronous_commit = off`);
  // Foreign-key triggers off for this session: the rows reference what the same SQL made. Unique and
  // exclusion constraints are indexes, not triggers, and are still checked on every row.
  await sql.unsafe(`SET session_replication_role = replica`);
  return sql;
}

const admin = (server: string) => postgres(server, { max: 1, onnotice: () => {} });

async function createBenchDatabase(server: string, name: string): Promise<void> {
  const sql = admin(server);
  try {
    await sql.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await sql.end();
  }
}

export async function dropBenchDatabase(server: string, name: string): Promise<void> {
  const sql = admin(server);
  try {
    await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await sql.end();
  }
}

/** The api's migrations and reference tables (categories, rates, languages, plans), as a start does. */
async function migrateBenchDatabase(url: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-migrate-'));
  const handle = await openDatabase({ databaseUrl: url, dataDir });
  try {
    await syncReferenceData(handle.db);
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Names, countries and zones to draw people from (one row per first × last name of a pool). */
function nameRows() {
  const rows: Record<string, unknown>[] = [];
  for (const pool of PEOPLE) {
    for (const first of pool.firstNames) {
      for (const last of pool.lastNames) {
        rows.push({
          n: rows.length,
          first_name: first,
          last_name: last,
          doc: words(`${first} ${last}`).join(' '),
          country: pool.country,
          timezone: pool.timezone,
          lang: pool.languages[0],
        });
      }
    }
  }
  return rows;
}

/** Profiles to draw experts from: per category, each role × pitch × one or two of its subcategories. */
function profileRows(categoryIds: Map<string, number>, subcategoryIds: Map<string, number>) {
  const rows: Record<string, unknown>[] = [];
  for (const category of CATEGORIES) {
    const expertise = EXPERTISE[category.slug];
    if (!expertise) continue;
    const subsets = category.subcategories.flatMap((sub, index) => {
      const next = category.subcategories[index + 1];
      return next ? [[sub], [sub, next]] : [[sub]];
    });
    for (const role of expertise.roles) {
      for (const pitch of expertise.pitches) {
        for (const subset of subsets) {
          const aboutMe = `${pitch} Sessions on ${subset.map((sub) => sub.en).join(' and ')}.`.slice(0, 250);
          rows.push({
            n: rows.length,
            category_id: categoryIds.get(category.slug),
            sub_ids: subset.map((sub) => subcategoryIds.get(sub.slug)),
            role,
            about: aboutMe,
            doc: searchDocument({
              firstName: '',
              lastName: '',
              role,
              aboutMe,
              subcategoryNames: subset.flatMap((sub) => [sub.en, sub.es]),
            }),
          });
        }
      }
    }
  }
  return rows;
}

/**
 * Fills a migrated, empty database: experts (user, profile with its search document, category,
 * subcategories, language, the three rates, a trialing or active plan, a weekly schedule),
 * customers, and confirmed meetings with their succeeded charges.
 *
 * Meetings are laid on a grid that the exclusion constraints accept: meeting i falls on day
 * `i / perDay` (days centred on today, so half are past and half future) at a time of day that
 * never leaves that day; within one day every meeting has its own customer (`i % perDay`) and its
 * own expert (an offset that walks through all experts), so no expert and no customer has two
 * meetings on one day.
 */
async function seedBenchData(
  url: string,
  size: SeedSize,
  now: Date,
  log: (line: string) => void = () => {},
): Promise<SeedReport> {
  const sql = await bulkSession(url);
  const steps: SeedReport['steps'] = [];
  const done = (entry: SeedReport['steps'][number]) => {
    steps.push(entry);
    log(stepLine(entry));
  };
  const started = performance.now();
  const step = async (name: string, text: string, params: unknown[] = []) => {
    const begin = performance.now();
    const result = await sql.unsafe(text, params as never[]);
    done({ step: name, rows: result.count ?? 0, ms: performance.now() - begin });
  };
  try {
    const [{ users: existing = 0 } = {}] = await sql.unsafe<{ users: number }[]>(
      `SELECT count(*)::int AS users FROM users`,
    );
    if (existing > 0) throw new Error('the bench database already has users: seed a fresh one');

    const categoryIds = new Map(
      (await sql.unsafe<{ slug: string; id: number }[]>(`SELECT slug, id FROM categories`)).map((row) => [
        row.slug,
        row.id,
      ]),
    );
    const subcategoryIds = new Map(
      (await sql.unsafe<{ slug: string; id: number }[]>(`SELECT slug, id FROM subcategories`)).map((row) => [
        row.slug,
        row.id,
      ]),
    );
    const names = nameRows();
    const profiles = profileRows(categoryIds, subcategoryIds);
    await sql.unsafe(`
      CREATE TEMP TABLE bench_names (n int PRIMARY KEY, first_name text, last_name text, doc text,
        country text, timezone text, lang text);
      CREATE TEMP TABLE bench_profiles (n int PRIMARY KEY, category_id int, sub_ids int[], role text,
        about text, doc text);`);
    await sql.unsafe(
      `INSERT INTO bench_names SELECT * FROM jsonb_to_recordset($1::text::jsonb) AS x(n int, first_name text,
        last_name text, doc text, country text, timezone text, lang text)`,
      [JSON.stringify(names)],
    );
    await sql.unsafe(
      `INSERT INTO bench_profiles SELECT * FROM jsonb_to_recordset($1::text::jsonb) AS x(n int, category_id int,
        sub_ids int[], role text, about text, doc text)`,
      [JSON.stringify(profiles)],
    );

    const E = size.experts;
    const C = size.customers;
    const nn = names.length;
    const np = profiles.length;
    const experts = `generate_series(1, ${E}) AS g
      JOIN bench_names nm ON nm.n = g % ${nn}
      JOIN bench_profiles pr ON pr.n = (g * 7) % ${np}`;
    const nowParam = now.toISOString();

    await step(
      'expert users',
      `INSERT INTO users (id, email, first_name, last_name, country_code, timezone, phone_number, is_expert,
         terms_accepted_at, created_at, updated_at)
       SELECT g, 'expert' || g || '@bench.test', nm.first_name, nm.last_name, nm.country, nm.timezone,
         '+1 555 ' || lpad(g::text, 7, '0'), true, t, t, t
       FROM ${experts}, LATERAL (SELECT $1::timestamptz - g * interval '1 minute' AS t) AS j`,
      [nowParam],
    );
    await step(
      'customer users',
      `INSERT INTO users (id, email, first_name, last_name, country_code, timezone, is_expert,
         terms_accepted_at, created_at, updated_at)
       SELECT ${E} + g, 'customer' || g || '@bench.test', nm.first_name, nm.last_name, nm.country,
         nm.timezone, false, $1::timestamptz, $1::timestamptz, $1::timestamptz
       FROM generate_series(1, ${C}) AS g JOIN bench_names nm ON nm.n = (g * 3) % ${nn}`,
      [nowParam],
    );
    await sql.unsafe(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`);
    await step(
      'expert profiles',
      `INSERT INTO expert_profiles (user_id, role, about_me, years_of_experience, is_available, rating,
         search_document, listed, category_ids, subcategory_ids, from_price_cents, created_at, updated_at)
       SELECT g, pr.role, pr.about, 1 + g % 30, g % 20 <> 0, ((20 + (g * 37) % 31) / 10.0)::numeric(3, 2),
         nm.doc || ' ' || pr.doc, true, ARRAY[pr.category_id], ARRAY(SELECT unnest(pr.sub_ids) ORDER BY 1),
         (SELECT min(${priceSql('g', 'r')}) FROM rates r), t, t
       FROM ${experts}, LATERAL (SELECT $1::timestamptz - g * interval '1 minute' AS t) AS j`,
      [nowParam],
    );
    for (const [table, facet, ids] of ROLE_ORDERS)
      await step(
        table.replace('expert_', ''),
        `INSERT INTO ${table} (user_id, ${facet}, role_key, rating)
         SELECT user_id, unnest(${ids}), lower(role), rating FROM expert_profiles WHERE listed`,
      );
    await step(
      'expert categories',
      `INSERT INTO expert_categories (expert_id, category_id) SELECT g, pr.category_id FROM ${experts}`,
    );
    await step(
      'expert subcategories',
      `INSERT INTO expert_subcategories (expert_id, subcategory_id)
       SELECT g, unnest(pr.sub_ids) FROM ${experts}`,
    );
    await step(
      'expert languages',
      `INSERT INTO expert_languages (expert_id, language_id)
       SELECT g, l.id FROM ${experts} JOIN languages l ON l.iso_code = nm.lang`,
    );
    await step(
      'expert rates',
      `INSERT INTO expert_rates (expert_id, rate_id, price_cents)
       SELECT g, r.id, ${priceSql('g', 'r')} FROM generate_series(1, ${E}) AS g CROSS JOIN rates r`,
    );
    // Like the demo data: a quarter on the Starter trial, the rest on paid plans.
    await step(
      'subscriptions',
      `INSERT INTO subscriptions (expert_id, subscription_type_id, stripe_status, trial_ends_at, ends_at,
         created_at, updated_at)
       SELECT g, st.id, CASE WHEN g % 4 = 0 THEN 'trialing' ELSE 'active' END,
         CASE WHEN g % 4 = 0 THEN $1::timestamptz + interval '30 days' END,
         CASE WHEN g % 4 = 0 THEN NULL
              WHEN st.period = 'yearly' THEN $1::timestamptz + interval '365 days'
              ELSE $1::timestamptz + interval '60 days' END,
         $1::timestamptz - interval '1 day', $1::timestamptz - interval '1 day'
       FROM generate_series(1, ${E}) AS g
       JOIN subscription_types st
         ON st.slug = (ARRAY['starter-monthly', 'pro-monthly', 'starter-yearly', 'pro-yearly'])[1 + g % 4]`,
      [nowParam],
    );
    // Every day of the week; a third work mornings and afternoons, the rest one long range.
    await step(
      'schedule items',
      `INSERT INTO schedule_items (expert_id, weekday, start_time, end_time)
       SELECT g, d, r.s, r.e
       FROM generate_series(1, ${E}) AS g CROSS JOIN generate_series(0, 6) AS d
       CROSS JOIN LATERAL (
         SELECT * FROM (VALUES ('08:00'::time, '12:00'::time), ('14:00'::time, '20:00'::time)) AS v(s, e)
           WHERE g % 3 = 0
         UNION ALL
         SELECT '08:00'::time, '20:00'::time WHERE g % 3 <> 0
       ) AS r`,
    );

    if (size.meetings > 0) {
      const begin = performance.now();
      const perDay = Math.min(C, E);
      const days = Math.ceil(size.meetings / perDay);
      const firstDay = -Math.floor(days / 2);
      // Starts between 06:00 and 17:45 UTC; the longest rate is an hour, so a meeting ends that day.
      // Each meeting gets its succeeded booking charge in the same statement.
      const chunk = (lo: number, hi: number) => `
        WITH m AS (
          INSERT INTO meetings (expert_id, customer_id, rate_id, price_cents, fee_cents, starts_at, ends_at,
            state, booking_key, request_hash, finished_at, created_at, updated_at)
          SELECT x.expert_id, x.customer_id, r.id, x.price, round(x.price * $2::numeric)::int, s.starts_at,
            s.ends_at, 'confirmed', x.customer_id || ':bench-seed-' || i, md5(i::text),
            CASE WHEN s.ends_at <= $1::timestamptz THEN s.ends_at END,
            least(s.starts_at - interval '3 days', $1::timestamptz),
            least(s.starts_at - interval '3 days', $1::timestamptz)
          FROM generate_series(${lo}, ${hi - 1}) AS i
          CROSS JOIN LATERAL (SELECT i / ${perDay} AS day, i % ${perDay} AS p) AS d
          JOIN rates r ON r.slug = (ARRAY['express', 'short', 'large'])[1 + i % 3]
          CROSS JOIN LATERAL (
            SELECT 1 + ((d.p + d.day * ${perDay}) % ${E}) AS expert_id, ${E} + 1 + d.p AS customer_id
          ) AS e
          CROSS JOIN LATERAL (SELECT e.expert_id, e.customer_id, ${priceSql('e.expert_id', 'r')} AS price) AS x
          CROSS JOIN LATERAL (
            SELECT date_trunc('day', $1::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
              + (${firstDay} + d.day) * interval '1 day'
              + (6 + (d.p * 7) % 12) * interval '1 hour' + ((d.p / 12) % 4) * interval '15 minutes' AS starts_at
          ) AS t
          CROSS JOIN LATERAL (
            SELECT t.starts_at, t.starts_at + r.duration_minutes * interval '1 minute' AS ends_at
          ) AS s
          RETURNING id, rate_id, starts_at, ends_at, price_cents, fee_cents, created_at
        )
        INSERT INTO meeting_charges (meeting_id, kind, rate_id, minutes, price_cents, fee_cents,
          payment_method_id, idempotency_key, payment_intent_id, status, created_at, updated_at)
        SELECT m.id, 'booking', m.rate_id, extract(epoch FROM m.ends_at - m.starts_at) / 60, m.price_cents,
          m.fee_cents, 'pm_bench_seed', 'bench-seed-charge-' || m.id, 'pi_bench_seed_' || m.id, 'succeeded',
          m.created_at, m.created_at
        FROM m`;
      const ranges: [number, number][] = [];
      for (let lo = 0; lo < size.meetings; lo += MEETINGS_PER_STATEMENT) {
        ranges.push([lo, Math.min(size.meetings, lo + MEETINGS_PER_STATEMENT)]);
      }
      // Rows go in with every constraint live: the exclusion constraints check each one (a layout
      // bug fails the seed). Dropping them for the load and adding them back was measured slower.
      // A few sessions at once: chunks are whole days apart, so their rows never contend.
      let inserted = 0;
      await Promise.all(
        Array.from({ length: Math.min(SEED_SESSIONS, ranges.length) }, async () => {
          const session = await bulkSession(url);
          try {
            for (let range = ranges.shift(); range; range = ranges.shift()) {
              const result = await session.unsafe(chunk(range[0], range[1]), [
                nowParam,
                marketplaceRules.platformFeeRate,
              ] as never[]);
              inserted += result.count ?? 0;
            }
          } finally {
            await session.end({ timeout: 5 });
          }
        }),
      );
      done({ step: 'meetings + charges', rows: inserted, ms: performance.now() - begin });
    }
    // The profile's copies, checked against what the triggers would have written.
    const [{ wrong = 0 } = {}] = await sql.unsafe<{ wrong: number }[]>(`
      SELECT count(*)::int AS wrong FROM expert_profiles p JOIN users u ON u.id = p.user_id
       WHERE p.listed IS DISTINCT FROM u.is_expert
          OR p.category_ids <> ARRAY(SELECT category_id FROM expert_categories WHERE expert_id = p.user_id ORDER BY 1)
          OR p.subcategory_ids <> ARRAY(SELECT subcategory_id FROM expert_subcategories
                                         WHERE expert_id = p.user_id ORDER BY 1)
          OR p.from_price_cents IS DISTINCT FROM (SELECT min(price_cents) FROM expert_rates WHERE expert_id = p.user_id)`);
    for (const [table, facet, ids] of ROLE_ORDERS) {
      const [{ differ = 0 } = {}] = await sql.unsafe<{ differ: number }[]>(`
        SELECT count(*)::int AS differ FROM (
          (SELECT user_id, unnest(${ids}), lower(role), rating FROM expert_profiles WHERE listed
           EXCEPT ALL SELECT user_id, ${facet}, role_key, rating FROM ${table})
          UNION ALL
          (SELECT user_id, ${facet}, role_key, rating FROM ${table}
           EXCEPT ALL SELECT user_id, unnest(${ids}), lower(role), rating FROM expert_profiles WHERE listed)) AS d`);
      if (differ > 0) throw new Error(`${differ} rows of ${table} differ from what the triggers would write`);
    }
    if (wrong > 0) throw new Error(`${wrong} expert profiles differ from what the triggers would write`);
    await step('analyze', 'ANALYZE');
    // As autovacuum soon does after a load (its insert threshold): the role orders are counted from
    // their index alone, which needs the visibility map of their freshly written pages.
    await step('vacuum role orders', `VACUUM ${ROLE_ORDERS.map(([table]) => table).join(', ')}`);
    return { steps, totalMs: performance.now() - started };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const stepLine = ({ step, rows, ms }: SeedReport['steps'][number]) =>
  `  ${step.padEnd(22)} ${String(rows).padStart(9)} rows  ${(ms / 1000).toFixed(1).padStart(6)} s`;

/** Creates, migrates and seeds the database of `options` (unless `--reuse`). */
export async function prepareBenchDatabase(
  options: Pick<BenchOptions, 'server' | 'database' | 'reuse'> & SeedSize,
  now: Date,
): Promise<{ url: string; seedSeconds: number | null }> {
  const url = databaseUrl(options.server, options.database);
  if (options.reuse) return { url, seedSeconds: null };
  console.log(`Seeding ${options.database} on ${new URL(options.server).host}`);
  const started = performance.now();
  await createBenchDatabase(options.server, options.database);
  await migrateBenchDatabase(url);
  console.log(`  migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const report = await seedBenchData(url, options, now, (line) => console.log(line));
  const seedSeconds = (performance.now() - started) / 1000;
  console.log(
    `  seeded in ${(report.totalMs / 1000).toFixed(1)} s (${seedSeconds.toFixed(1)} s with the migrations)`,
  );
  return { url, seedSeconds };
}

async function main() {
  const options = parseBenchOptions();
  let seeded = false;
  try {
    await prepareBenchDatabase(options, new Date());
    seeded = true;
  } finally {
    // A half-seeded database is of no use: it goes even with --keep.
    if (!options.reuse && (!options.keep || !seeded))
      await dropBenchDatabase(options.server, options.database);
  }
  if (options.keep) console.log(`Kept database ${options.database}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
