import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type {
  BookedMeeting as BookedAnswer,
  Meeting,
  RateSlug,
  RouteAnswer,
  RouteInput,
  TimeSlot,
} from 'shared-contracts';
import { bookingApi, discoveryApi, identityApi, meetingApi, paymentApi } from 'shared-contracts';
import { anExpert } from './booking.ts';
import { type ClockReading, moveClockTo, readClock } from './clock.ts';
import { callRoute } from './contract.ts';
import { type Customer, csrfHeader, saveVisa, signUp } from './customers.ts';
import { DEMO_EXPERT } from './experts.ts';

export interface MeetingStartingNow {
  meetingId: number;
  /** The LiveKit room of the meeting (`meeting-<id>`). */
  roomId: string;
  expertId: number;
  startsAt: string;
  endsAt: string;
  /** The new customer, signed in in the customer page's context. */
  customer: Customer;
  /** The demo expert's login when the meeting is with them (else null: no login is known). */
  expert: { email: string; password: string } | null;
  /** The api's clock once moved to the start. */
  clock: ClockReading;
}

/**
 * Books through the api, for a new customer (signed up and given a Visa in `customerPage`'s
 * context), a meeting with `expertId` (the demo expert, Eva, unless told) at the next available
 * hour of `rate` (express: 15 minutes), then moves the api's test clock to its start: the meeting
 * shows 'start soon' and both sides get their room tokens. With `expertPage`, the demo expert is
 * signed in there too (the meeting must then be with the demo expert). Pages whose `Date` should
 * read the api's time: `browserOnApiClock(page)` before their first navigation, then
 * `pagesOnApiClock: [page]` here (and to later moves).
 * Suites calling it move the clock: name them `*.clock.spec.ts` (support/clock.ts).
 */
export async function meetingStartingNow(
  customerPage: Page,
  options: {
    expertId?: number;
    rate?: RateSlug;
    expertPage?: Page;
    /** Pages put on the api's clock (support/clock.ts `browserOnApiClock`) that follow the move. */
    pagesOnApiClock?: Page[];
    /**
     * The time right after the meeting is free too (a later slot starts at its end), as the api
     * asks before it offers more time: other suites' bookings and the demo data's coming meetings
     * can sit right after the first free slot.
     */
    freeAfter?: boolean;
  } = {},
): Promise<MeetingStartingNow> {
  const request = customerPage.request;
  const rate = options.rate ?? 'express';
  const demoExpertId = await anExpert(request);
  const expertId = options.expertId ?? demoExpertId;
  if (options.expertPage && expertId !== demoExpertId)
    throw new Error('only the demo expert has a login: expertPage needs the meeting with the demo expert');

  const customer = await signUp(customerPage);
  await saveVisa(customerPage);
  const [card] = (await callRoute(request, paymentApi.cards)).data;
  if (!card) throw new Error('the Visa was not saved');

  const slot = await nextAvailableSlot(customerPage, expertId, rate, options.freeAfter ?? false);
  const meeting = await bookByApi(customerPage, expertId, {
    date: slot.date,
    rate,
    start_time: slot.start_time,
    payment_method_id: card.id,
  });

  const clock = await moveClockTo(request, meeting.starts_at, options.pagesOnApiClock);
  if (options.expertPage) await signInDemoExpertByApi(options.expertPage);
  const started = await meetingOf(customerPage, meeting.id);
  return {
    meetingId: meeting.id,
    roomId: started.room_id ?? `meeting-${meeting.id}`,
    expertId,
    startsAt: meeting.starts_at,
    endsAt: meeting.ends_at,
    customer,
    expert: expertId === demoExpertId ? { email: DEMO_EXPERT.email, password: DEMO_EXPERT.password } : null,
    clock,
  };
}

/** GET /api/v1/meets/{id} as the page's signed-in user. */
export async function meetingOf(page: Page, meetingId: number): Promise<Meeting> {
  return (await callRoute(page.request, meetingApi.one, { params: { id: meetingId } })).data;
}

/** POST /api/v1/booking/{id} with a card that pays at once (no bank's step): the meeting booked. */
async function bookByApi(
  page: Page,
  expertId: number,
  body: RouteInput<typeof bookingApi.book>['body'],
): Promise<BookedAnswer> {
  const { data } = await callRoute(
    page.request,
    bookingApi.book,
    { params: { id: expertId }, body },
    {
      ...(await csrfHeader(page)),
      'Idempotency-Key': randomUUID(),
    },
  );
  if (!('id' in data)) throw new Error(`booking expert ${expertId} waits for the bank's step`);
  return data;
}

/** Signs the demo expert in to the expert area in the page's context, by the api (no ui). */
export async function signInDemoExpertByApi(page: Page): Promise<void> {
  await callRoute(page.request, identityApi.login, {
    body: { email: DEMO_EXPERT.email, password: DEMO_EXPERT.password, area: 'expert' },
  });
}

/**
 * The first free slot of the expert from the api's today on (its clock, which earlier suites may
 * have moved): the month of the api's now, else the following ones.
 */
/** The expert's first free slot of `rate` (with `freeAfter`: the first one another slot follows). */
async function nextAvailableSlot(page: Page, expertId: number, rate: RateSlug, freeAfter: boolean) {
  const { now } = await readClock(page.request);
  const first = new Date(now);
  for (let ahead = 0; ahead < 4; ahead += 1) {
    const month = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + ahead, 1));
    const { data } = await callRoute(page.request, bookingApi.days, {
      params: { id: expertId },
      query: { month: month.toISOString().slice(0, 7), rate },
    });
    const dates = [
      ...new Set([data.next_available, ...data.days].filter((date): date is string => Boolean(date))),
    ];
    for (const date of freeAfter ? dates : dates.slice(0, 1)) {
      const slots = (
        await callRoute(page.request, bookingApi.availability, {
          params: { id: expertId },
          query: { date, rate },
        })
      ).data;
      const slot = freeAfter
        ? slots.find((candidate) => slots.some((later) => later.start_time === candidate.end_time))
        : slots[0];
      if (slot) return { date, ...slot };
    }
  }
  throw new Error(`expert ${expertId} has no free ${rate} slot in the next months`);
}

/** A meeting booked through the api, as the room needs it. */
export interface BookedMeeting {
  id: number;
  startsAt: string;
}

/**
 * The signed-in customer (with a saved card) books and pays an hour of an expert through the api,
 * as the booking screen does: the first bookable hour `daysAhead` days after the expert's next
 * available date. The api gives both participants their room token as soon as the meeting is
 * paid (valid until its end), so the call can be joined before the meeting starts; until the
 * api's test clock lands, that is how the room suite gets a meeting it can join "now".
 */
export async function bookMeeting(page: Page, expertId: number, daysAhead: number): Promise<BookedMeeting> {
  const { rates } = (await callRoute(page.request, discoveryApi.expert, { params: { id: expertId } })).data;
  const rate = rates[0]?.slug;
  if (!rate) throw new Error(`expert ${expertId} has no rate`);

  const month = new Date().toISOString().slice(0, 7);
  const next = (
    await callRoute(page.request, bookingApi.days, { params: { id: expertId }, query: { month, rate } })
  ).data.next_available;
  if (!next) throw new Error(`expert ${expertId} has no available date`);

  let slot: TimeSlot | undefined;
  let date = '';
  for (let extra = 0; extra < 7 && !slot; extra += 1) {
    const day = new Date(`${next}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + daysAhead + extra);
    date = day.toISOString().slice(0, 10);
    const answer = await page.request.get(`/api/v1/booking/${expertId}/availability`, {
      params: { date, rate },
    });
    // A date past the expert's plan answers 409: the next one is tried.
    if (answer.ok()) slot = ((await answer.json()) as RouteAnswer<typeof bookingApi.availability>).data[0];
  }
  if (!slot) throw new Error(`no bookable hour of expert ${expertId} around ${next} + ${daysAhead} days`);

  const [card] = (await callRoute(page.request, paymentApi.cards)).data;
  if (!card) throw new Error('the customer has no saved card');

  const booked = await bookByApi(page, expertId, {
    date,
    rate,
    start_time: slot.start_time,
    end_time: slot.end_time,
    start_time_converted: '',
    end_time_converted: '',
    payment_method_id: card.id,
  });
  return { id: booked.id, startsAt: slot.starts_at };
}
