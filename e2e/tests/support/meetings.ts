import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { csrfHeader } from './customers.ts';

interface Slot {
  start_time: string;
  end_time: string;
  starts_at: string;
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
  const expert = await page.request.get(`/api/v1/experts/${expertId}`);
  expect(expert.ok()).toBe(true);
  const { rates } = ((await expert.json()) as { data: { rates: { slug: string }[] } }).data;
  const rate = rates[0]?.slug;
  if (!rate) throw new Error(`expert ${expertId} has no rate`);

  const month = new Date().toISOString().slice(0, 7);
  const days = await page.request.get(`/api/v1/booking/${expertId}/days`, { params: { month, rate } });
  expect(days.ok(), await days.text()).toBe(true);
  const next = ((await days.json()) as { data: { next_available: string | null } }).data.next_available;
  if (!next) throw new Error(`expert ${expertId} has no available date`);

  let slot: Slot | undefined;
  let date = '';
  for (let extra = 0; extra < 7 && !slot; extra += 1) {
    const day = new Date(`${next}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + daysAhead + extra);
    date = day.toISOString().slice(0, 10);
    const answer = await page.request.get(`/api/v1/booking/${expertId}/availability`, {
      params: { date, rate },
    });
    if (answer.ok()) slot = ((await answer.json()) as { data: Slot[] }).data[0];
  }
  if (!slot) throw new Error(`no bookable hour of expert ${expertId} around ${next} + ${daysAhead} days`);

  const cards = await page.request.get('/api/v1/customers/profile/payment-methods');
  expect(cards.ok()).toBe(true);
  const card = ((await cards.json()) as { data: { id: string }[] }).data[0];
  if (!card) throw new Error('the customer has no saved card');

  const booked = await page.request.post(`/api/v1/booking/${expertId}`, {
    headers: { ...(await csrfHeader(page)), 'Idempotency-Key': randomUUID() },
    data: {
      date,
      rate,
      start_time: slot.start_time,
      end_time: slot.end_time,
      start_time_converted: '',
      end_time_converted: '',
      payment_method_id: card.id,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { data } = (await booked.json()) as { data: { id: number } };
  return { id: data.id, startsAt: slot.starts_at };
}
