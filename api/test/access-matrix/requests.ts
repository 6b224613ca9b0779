import { randomUUID } from 'node:crypto';
import { png } from '../media-fixtures.ts';
import { routeKey } from './table.ts';
import type { AccessWorld } from './world.ts';

/** One call of a route as the matrix makes it, whoever makes it. */
export interface MatrixRequest {
  /** With its parameters filled and its query. */
  path: string;
  /** Whose resources the route serves: its owner column is that party, its wrong area the other. */
  ownerSide: 'customer' | 'expert';
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** The realtime WebSocket: opened, not fetched. */
  realtime?: boolean;
}

/** Routes of the expert's side beyond those whose access is 'expert' (they serve the expert's own data). */
const EXPERT_SIDE = new Set([
  'GET /experts/profile',
  'PUT /experts/profile',
  'PUT /experts/profile/switch',
  'PUT /booking/meets/:id/extend',
]);

/**
 * A valid body or query for each route that takes one, so that a call reaches the route's own
 * checks (whose meeting, whose post) instead of stopping at validation.
 */
function inputOf(world: AccessWorld, key: string): Partial<MatrixRequest> & { query?: string } {
  const rate = 'short';
  switch (key) {
    case 'GET /page-head':
      return { query: 'path=/experts/1' };
    case 'GET /states':
      return { query: 'country=ES' };
    case 'GET /cities':
      return { query: 'state_id=ES-AN' };
    case 'GET /timezone':
      return { query: 'country=ES' };
    case 'GET /booking/:id/availability':
    case 'GET /meets/:id/reschedule/availability':
      return { query: `date=${world.date}&rate=${rate}` };
    case 'GET /booking/:id/days':
    case 'GET /meets/:id/reschedule/days':
      return { query: `month=${world.month}&rate=${rate}` };
    case 'GET /booking/:id/preview':
    case 'GET /booking/meets/:id/preview':
      return { query: `rate=${rate}&date=${world.date}&start_time=12:00` };
    case 'POST /booking/:id/hold':
    case 'DELETE /booking/:id/hold':
      return { json: { rate, date: world.date, start_time: '12:00' } };
    case 'POST /booking/:id':
      return {
        json: { rate, date: world.date, start_time: '12:00', payment_method_id: world.card },
        headers: { 'idempotency-key': randomUUID() },
      };
    case 'PUT /account/language':
      return { json: { locale: 'es' } };
    case 'DELETE /account':
      // Every caller's own account: a wrong password keeps the world's accounts for the other rows.
      return { json: { password: 'not-the-password-of-anyone' } };
    case 'POST /meets/:id/reschedule':
      return { json: { date: world.date, start_time: '12:00' } };
    case 'PUT /booking/meets/:id/comments':
      return { json: { comments: 'Please bring your CV.' } };
    case 'POST /meets/:id/cancel':
      return { json: { reason: 'Something came up.' } };
    case 'POST /booking/meets/:id/extend':
      return { json: { rate: 'express' } };
    case 'PUT /booking/meets/:id/extend':
      return { json: { confirm: 1 } };
    case 'POST /booking/meets/:id/payment':
      return { json: { payment_method_id: world.card, rate: 'express' } };
    case 'POST /experts/:id/feedbacks':
      return { json: { rating: 5, comment: 'perfect_help', meet_id: world.meeting } };
    case 'PUT /experts/profile/switch':
      return { json: { is_account_expert: true } };
    case 'POST /customers/:id/feedbacks':
      return { json: { rating: 5, comment: 'On time and prepared.', meet_id: world.meeting } };
    case 'POST /posts':
      return {
        json: {
          title: 'A question',
          content: 'Some words.',
          category_id: world.category,
          subcategory_id: world.subcategory,
        },
      };
    case 'POST /posts/:id/post_answers':
      return { json: { content: 'Start with your costs.' } };
    case 'POST /experts/certifications':
    case 'PUT /experts/certifications/:id':
      return { json: { name: 'Coaching', company_name: 'ICF', finish_date: '2021-06' } };
    case 'PUT /customers/profile/payment-methods/:id/default':
    case 'POST /customers/profile/payment-methods/setup':
      return { json: { request_id: '5d8f3f0e-5b1a-4c9e-9d55-2b6f6f1c2a10' } };
    case 'POST /file-upload': {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png(8))], { type: 'image/png' }), 'photo.png');
      return { query: 'kind=image', form };
    }
    case 'POST /experts/calendars/accounts':
      // A server that is down: refused on its field, nothing stored.
      return { json: { server_url: 'http://127.0.0.1:9/', username: 'expert', password: 'app-password' } };
    case 'PUT /experts/calendars/:id':
      return { json: { blocks_busy: true, receives_bookings: true } };
    case 'POST /client-events':
      return { json: { kind: 'remote-fallback', remote: 'mf_booking', version: '2.4.0', cause: 'network' } };
    case 'POST /csp-reports':
      return {
        json: { 'csp-report': { 'document-uri': 'http://localhost/', 'blocked-uri': 'inline' } },
        headers: { 'content-type': 'application/csp-report' },
      };
    default:
      return {};
  }
}

/**
 * Which resource a call names: the owner's (its spare when the call deletes or ends it, so that
 * the owner's call leaves the others in place), always the owner's first one, or one that does not
 * exist.
 */
export type ResourceChoice = 'owner' | 'first' | 'missing';

/** An id no resource has, of each private family's shape. */
const MISSING = { number: 999_999_999, card: 'pm_no_such_card_0000' } as const;

/**
 * The private resource a route's `:id` names (someone's meeting, post, certification, card, calendar
 * account or calendar), if any.
 */
function privateFamily(
  path: string,
): 'meeting' | 'post' | 'certification' | 'card' | 'calendarAccount' | 'calendar' | null {
  if (/^\/(meets|booking\/meets)\/:id/.test(path)) return 'meeting';
  if (path.startsWith('/posts/:id')) return 'post';
  if (path.startsWith('/experts/certifications/:id')) return 'certification';
  if (path.startsWith('/customers/profile/payment-methods/:id')) return 'card';
  if (path.startsWith('/experts/calendars/accounts/:id')) return 'calendarAccount';
  if (path.startsWith('/experts/calendars/:id')) return 'calendar';
  return null;
}

/** True for a route whose `:id` is someone's own resource, which others must not tell from a missing one. */
export function namesPrivateResource(route: { method: string; url: string }): boolean {
  const [, path = ''] = routeKey(route).split(' ');
  return privateFamily(path) !== null;
}

/** `:id` and the like, by the route's family: the owner's resource, never the caller's own. */
function pathOf(world: AccessWorld, key: string, url: string, choice: ResourceChoice): string {
  const [, path = ''] = key.split(' ');
  const spare = choice === 'owner' && (key.startsWith('DELETE ') || key.endsWith('/cancel'));
  const family = privateFamily(path);
  const id = (() => {
    if (family && choice === 'missing') return family === 'card' ? MISSING.card : MISSING.number;
    if (family === 'meeting') return spare ? world.spareMeeting : world.meeting;
    if (family === 'post') return spare ? world.sparePost : world.post;
    if (family === 'certification') return spare ? world.spareCertification : world.certification;
    if (family === 'card') return spare ? world.spareCard : world.card;
    if (family === 'calendarAccount') return spare ? world.spareCalendarAccount : world.calendarAccount;
    if (family === 'calendar') return world.calendar;
    if (path.startsWith('/customers/')) return world.customer.id;
    if (path.startsWith('/categories/')) return world.category;
    return world.expert.id;
  })();
  return url
    .replace(':provider', 'google')
    .replace(':slug', 'express')
    .replace(':name', world.upload)
    .replace(':id', String(id));
}

/**
 * Rows whose calls change who the callers are (any user may turn expert; a switch of area): they
 * run after all the others, so that the other customer stays a customer for every other row.
 */
export const RUN_LAST = ['PUT /experts/profile', 'PUT /experts/profile/switch'];

export function requestFor(
  world: AccessWorld,
  route: { method: string; url: string },
  choice: ResourceChoice = 'owner',
): MatrixRequest {
  const key = routeKey(route);
  const doc = world.api.app.registeredRoutes.find(
    (candidate) => candidate.method === route.method && candidate.url === route.url,
  )?.doc;
  const { query, ...input } = inputOf(world, key);
  const path = pathOf(world, key, route.url, choice);
  return {
    path: query ? `${path}?${query}` : path,
    ownerSide: doc?.access === 'expert' || EXPERT_SIDE.has(key) ? 'expert' : 'customer',
    realtime: key === 'GET /realtime',
    ...input,
  };
}
