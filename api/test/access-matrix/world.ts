import { secretBox } from '../../src/calendars/secret-box.ts';
import {
  calendarAccounts,
  calendars,
  expertCategories,
  expertSubcategories,
} from '../../src/db/schema/index.ts';
import { makeCustomer, makeExpert, startBookingEnvironment, testClock } from '../booking-harness.ts';
import { catalogIds } from '../experts-fixtures.ts';
import type { TestAccount, TestApi } from '../harness.ts';
import { call } from '../harness.ts';
import { png } from '../media-fixtures.ts';
import { insertMeeting } from '../meetings-fixtures.ts';
import { elementsCard } from '../payments-harness.ts';

/** Someone the matrix calls as, and the area their session was opened for. */
export interface Party {
  id: number;
  area: 'customer' | 'expert';
}

/**
 * The resources the matrix's routes act on, each owned by `customer` (a meeting with `expert`,
 * posts, cards, an upload) or by `expert` (certifications); `otherCustomer` and `otherExpert`
 * own nothing of theirs. A spare of each resource a route deletes or ends, so that the owner's
 * call of one row leaves the others' resources in place.
 */
export interface AccessWorld {
  api: TestApi;
  customer: Party;
  expert: Party;
  otherCustomer: Party;
  otherExpert: Party;
  meeting: number;
  spareMeeting: number;
  post: number;
  sparePost: number;
  card: string;
  spareCard: string;
  certification: number;
  spareCertification: number;
  /** The expert's CalDAV account (on a server that is down) and one of its calendars. */
  calendarAccount: number;
  spareCalendarAccount: number;
  calendar: number;
  upload: string;
  category: number;
  subcategory: number;
  /** A day of the meeting's week with the expert's hours, and its month. */
  date: string;
  month: string;
  close(): Promise<void>;
}

/** On Monday 4 January 2027, 08:00 UTC; the meetings are on the Wednesday and the Thursday. */
const WORLD_NOW = '2027-01-04T08:00:00.000Z';

export async function buildAccessWorld(): Promise<AccessWorld> {
  const env = await startBookingEnvironment({ clock: testClock(WORLD_NOW).clock });
  const { api } = env;
  const [customer, otherCustomer] = [await makeCustomer(env), await makeCustomer(env)];
  const [expert, otherExpert] = [await makeExpert(api), await makeExpert(api)];
  const account = (id: number) => ({ userId: id }) as TestAccount;
  const meeting = await insertMeeting(api, {
    customer: account(customer.id),
    expert: account(expert.id),
    startsAt: '2027-01-06T10:00:00Z',
  });
  const spareMeeting = await insertMeeting(api, {
    customer: account(customer.id),
    expert: account(expert.id),
    startsAt: '2027-01-07T10:00:00Z',
  });
  const { categories } = await catalogIds(api);
  const category = categories[0]?.id ?? 0;
  const subcategory = categories[0]?.subcategories[0] ?? 0;
  // The expert answers posts of their own category; the other expert has none.
  await api.app.db.insert(expertCategories).values({ expertId: expert.id, categoryId: category });
  await api.app.db.insert(expertSubcategories).values({ expertId: expert.id, subcategoryId: subcategory });
  const post = async () => {
    const made = await call(api, 'POST', 'posts', {
      token: customer.token,
      body: {
        title: 'How to price a first session?',
        content: 'Looking for advice.',
        category_id: category,
        subcategory_id: subcategory,
      },
    });
    if (made.status !== 201) throw new Error(`post: ${made.status} ${JSON.stringify(made.body)}`);
    return made.body.data.id as number;
  };
  const certification = async () => {
    const made = await call(api, 'POST', 'experts/certifications', {
      token: expert.token,
      body: { name: 'Coaching', company_name: 'ICF', finish_date: '2020-05' },
    });
    if (made.status !== 201) throw new Error(`certification: ${made.status} ${JSON.stringify(made.body)}`);
    return made.body.data.id as number;
  };
  const spareCard = await call(api, 'POST', 'customers/profile/payment-methods', {
    token: customer.token,
    body: { name: 'Card Holder', card_token: await elementsCard(env.stripeUrl, '4242424242424242') },
  });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png(8))], { type: 'image/png' }), 'photo.png');
  const uploaded = await fetch(`${api.url}/api/v1/file-upload?kind=image`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${customer.token}` },
  });
  const { file } = ((await uploaded.json()) as { data: { file: string } }).data;
  const calendarAccount = async () => {
    const [made] = await api.app.db
      .insert(calendarAccounts)
      .values({
        expertId: expert.id,
        serverUrl: 'http://127.0.0.1:9/',
        username: 'expert',
        secret: secretBox(api.app.config.calendarSecretKey).seal('app-password'),
        homeUrl: 'http://127.0.0.1:9/expert/',
      })
      .returning({ id: calendarAccounts.id });
    if (!made) throw new Error('calendar account not stored');
    const [calendar] = await api.app.db
      .insert(calendars)
      .values({
        accountId: made.id,
        expertId: expert.id,
        url: `http://127.0.0.1:9/expert/${made.id}/`,
        name: 'Work',
      })
      .returning({ id: calendars.id });
    return { account: made.id, calendar: calendar?.id ?? 0 };
  };
  const calendarsOfExpert = [await calendarAccount(), await calendarAccount()];
  return {
    api,
    customer: { id: customer.id, area: 'customer' },
    expert: { id: expert.id, area: 'expert' },
    otherCustomer: { id: otherCustomer.id, area: 'customer' },
    otherExpert: { id: otherExpert.id, area: 'expert' },
    meeting: meeting.id,
    spareMeeting: spareMeeting.id,
    post: await post(),
    sparePost: await post(),
    card: customer.card,
    spareCard: spareCard.body.data.id as string,
    certification: await certification(),
    spareCertification: await certification(),
    calendarAccount: calendarsOfExpert[0]?.account ?? 0,
    spareCalendarAccount: calendarsOfExpert[1]?.account ?? 0,
    calendar: calendarsOfExpert[0]?.calendar ?? 0,
    upload: file.split('/').pop() ?? '',
    category,
    subcategory,
    date: '2027-01-06',
    month: '2027-01',
    close: () => env.close(),
  };
}
