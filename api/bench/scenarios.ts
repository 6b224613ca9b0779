import { randomBytes } from 'node:crypto';
import { API_PREFIX, paths, type TimeSlot } from 'shared-contracts';
import type { SearchShape } from './search-shapes.ts';
import { isAvailableExpert } from './seed.ts';
import type { BenchUser } from './users.ts';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Scenario {
  name: string;
  /** The route measured, as the api's OpenAPI document names it: `get /experts`. */
  route: string;
  /** The request number `index` of the run (requests differ from one another). */
  request(index: number): BenchRequest;
  /** Sees each answer (with the number of the request it answers). */
  onResponse?(status: number, body: string, index: number): void;
  /** Runs before the scenario is measured. */
  prepare?(apiUrl: string): Promise<void>;
  /** A reason not to measure the scenario. */
  skip?(): string | undefined;
  /** Printed under the table. */
  note?(): string | undefined;
}

/** A free slot found by the slots scenario, for one booking customer: what preview and booking use. */
export interface BookingCandidate {
  booker: BenchUser;
  expertId: number;
  date: string;
  rate: string;
  slot: TimeSlot;
}

export interface ScenarioContext {
  /** Sessions of seeded customers (they browse). */
  browserTokens: string[];
  /** Customers of this run with a saved card (they look for slots and book). */
  bookers: BenchUser[];
  /** Highest seeded expert id (experts are users 1…experts). */
  experts: number;
  /** Today, yyyy-MM-dd (UTC). */
  today: string;
  /** Filled by the slots scenario (or by preview/booking's preparation). */
  candidates: BookingCandidate[];
  /** What the search scenario sends: each shape in turn. */
  searchShapes: SearchShape[];
}

/** yyyy-MM-dd of `date` plus `days`, in UTC. */
export function addDays(date: Date | string, days: number): string {
  const base = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  return new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const RATES = ['express', 'short', 'large'];
/** Booking dates: every other day from the day after tomorrow (inside every seeded plan's end). */
const BOOKING_DAYS = 14;
/** Candidates harvested before preview or booking when the slots scenario did not run. */
const HARVEST = 5_000;

export function scenarios(context: ScenarioContext): Scenario[] {
  const { bookers, candidates } = context;
  const bookerCount = Math.max(1, bookers.length);
  const runTag = randomBytes(4).toString('hex');
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /**
   * What the slots request number `index` asks: booking customer `index % bookers`, an expert of its
   * own, a date. A customer's requests up to `bookers × 14` fall on distinct dates two days apart,
   * so the slots they find can all be booked without overlapping one another.
   */
  const target = (index: number) => {
    let expertId = 1 + ((index * 7919) % context.experts);
    if (!isAvailableExpert(expertId)) expertId = expertId === context.experts ? expertId - 1 : expertId + 1;
    const round = Math.floor(index / bookerCount);
    return {
      booker: bookers[index % bookerCount] as BenchUser,
      expertId,
      date: addDays(context.today, 2 + 2 * (round % BOOKING_DAYS)),
      rate: RATES[index % RATES.length] as string,
      distinct: round < BOOKING_DAYS,
    };
  };
  const availabilityPath = (expertId: number, date: string, rate: string) =>
    `${API_PREFIX}/${paths.bookingAvailability(expertId)}?${new URLSearchParams({ date, rate })}`;

  const harvested = new Set<number>();
  const harvest = (status: number, body: string, index: number) => {
    const wanted = target(index);
    if (status !== 200 || !wanted.distinct || harvested.has(index)) return;
    const slots = (JSON.parse(body) as { data?: TimeSlot[] }).data ?? [];
    if (slots.length === 0) return;
    harvested.add(index);
    candidates.push({ ...wanted, slot: slots[(index * 7) % slots.length] as TimeSlot });
  };
  /** Asks for slots directly when the slots scenario did not find enough. */
  const ensureCandidates = async (apiUrl: string) => {
    if (candidates.length >= Math.min(HARVEST, bookerCount * BOOKING_DAYS) || bookers.length === 0) return;
    let next = 0;
    const limit = bookerCount * BOOKING_DAYS;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (candidates.length < HARVEST && next < limit) {
          const index = next;
          next += 1;
          if (harvested.has(index)) continue;
          const wanted = target(index);
          const response = await fetch(
            `${apiUrl}${availabilityPath(wanted.expertId, wanted.date, wanted.rate)}`,
            {
              headers: bearer(wanted.booker.token),
            },
          );
          if (response.status === 404) return;
          harvest(response.status, await response.text(), index);
        }
      }),
    );
  };
  const quoteFields = (candidate: BookingCandidate) => ({
    date: candidate.date,
    rate: candidate.rate,
    start_time: candidate.slot.start_time,
    end_time: candidate.slot.end_time,
    start_time_converted: candidate.slot.start_time_converted,
  });
  const noSlots = () =>
    bookers.length === 0
      ? 'no booking customers'
      : candidates.length === 0
        ? 'no free slot found to use (slots answered none)'
        : undefined;

  const shapes = context.searchShapes;
  const searchQuery = (index: number) => {
    const shape = shapes[index % shapes.length] as SearchShape;
    return shape.queries[Math.floor(index / shapes.length) % shape.queries.length] as string;
  };
  let booked = 0;

  return [
    {
      name: 'search',
      route: 'get /experts',
      request: (index) => ({
        method: 'GET',
        path: `${API_PREFIX}/${paths.experts}?${searchQuery(index)}`,
        headers: bearer(context.browserTokens[index % context.browserTokens.length] ?? ''),
      }),
      note: () =>
        `search: GET /experts, ${shapes.length} shapes in turn (${shapes.map((shape) => `${shape.name}: ${shape.queries.length}`).join(', ')} queries)`,
    },
    {
      name: 'slots',
      route: 'get /booking/{id}/availability',
      request: (index) => {
        const wanted = target(index);
        return {
          method: 'GET',
          path: availabilityPath(wanted.expertId, wanted.date, wanted.rate),
          headers: bearer(wanted.booker.token),
        };
      },
      onResponse: harvest,
      skip: () => (bookers.length === 0 ? 'no booking customers' : undefined),
      note: () =>
        `slots: GET /booking/{expert}/availability?date&rate, a different expert per request, dates 2–28 days ahead; ${candidates.length} free slots kept for preview and booking`,
    },
    {
      name: 'preview',
      route: 'get /booking/{id}/preview',
      prepare: ensureCandidates,
      skip: noSlots,
      request: (index) => {
        const candidate = candidates[index % candidates.length] as BookingCandidate;
        const query = new URLSearchParams(quoteFields(candidate));
        return {
          method: 'GET',
          path: `${API_PREFIX}/${paths.bookingPreview(candidate.expertId)}?${query}`,
          headers: bearer(candidate.booker.token),
        };
      },
      note: () => `preview: GET /booking/{expert}/preview of ${candidates.length} different free slots`,
    },
    {
      name: 'booking',
      route: 'post /booking/{id}',
      prepare: ensureCandidates,
      skip: noSlots,
      request: (index) => {
        // Each free slot once; past the last one the slots are booked already and 409 is expected.
        const candidate = candidates[index % candidates.length] as BookingCandidate;
        booked = Math.max(booked, index + 1);
        return {
          method: 'POST',
          path: `${API_PREFIX}/${paths.booking(candidate.expertId)}`,
          headers: {
            ...bearer(candidate.booker.token),
            'content-type': 'application/json',
            'idempotency-key': `bench-${runTag}-${index}`,
          },
          body: JSON.stringify({
            ...quoteFields(candidate),
            payment_method_id: candidate.booker.paymentMethodId,
          }),
        };
      },
      note: () =>
        `booking: POST /booking/{expert} with its own Idempotency-Key, ${candidates.length} different free slots (one customer never books two at once)${
          booked > candidates.length
            ? `; ${booked - candidates.length} requests were sent after every free slot had been tried (those answer 409)`
            : ''
        }`,
    },
  ];
}
