import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { syncReferenceData } from './src/catalog/reference-sync.ts';
import { openDatabase } from './src/db/client.ts';

const handle = await openDatabase({ databaseUrl: undefined, dataDir: mkdtempSync(path.join(tmpdir(), 'role-time-')) });
const db = handle.db;
await syncReferenceData(db);
const off = process.argv[2] === 'off';
if (off) {
  await db.execute(sql`alter table expert_profiles disable trigger expert_profiles_role_orders_updated`);
  await db.execute(sql`alter table expert_profiles disable trigger expert_profiles_role_orders_inserted`);
}
const t = async (label: string, q: ReturnType<typeof sql>) => {
  const s = performance.now();
  await db.execute(q);
  console.log(label.padEnd(20), (performance.now() - s).toFixed(0), 'ms');
};
await t('users', sql`insert into users (email, first_name, last_name, is_expert) select 'bulk' || n || '@example.test', 'F', 'L', true from generate_series(1, 20000) n`);
await t('profiles', sql`insert into expert_profiles (user_id, role, about_me, search_document) select id, 'Role ' || (id % 40), 'About', 'first' || id from users`);
await t('categories', sql`insert into expert_categories (expert_id, category_id) select user_id, 3 from expert_profiles where user_id % 10 = 0`);
await t('subcategories', sql`insert into expert_subcategories (expert_id, subcategory_id) select user_id, (select min(id) from subcategories where category_id = 3) from expert_profiles where user_id % 10 = 0`);
await t('rates', sql`insert into expert_rates (expert_id, rate_id, price_cents) select user_id, (select min(id) from rates), 100000 - user_id from expert_profiles where user_id <= 19900`);
await t('rating', sql`update expert_profiles set rating = (user_id % 501) / 100.0`);
await handle.close();
