import { randomUUID } from 'node:crypto';
import { paths } from 'shared-contracts';
import {
  type BookingEnvironment,
  type Customer,
  makeCustomer,
  makeExpert,
  type Person,
  succeededCharges,
} from './booking-harness.ts';
import { call, type TestApi } from './harness.ts';
import { elementsCard } from './payments-harness.ts';

/** Monday 2027-01-04, 08:45 in Madrid: the experts of booking-harness work 09:00–13:00 there. */
export const START = '2027-01-04T07:45:00Z';
/** In the last 5 minutes of the 10:00–10:30 (UTC) meeting `acceptedExtension` books. */
export const IN_WINDOW = '2027-01-04T10:26:00Z';

export interface AcceptedExtension {
  expert: Person;
  customer: Customer;
  meetingId: number;
  roomId: string;
}

/**
 * A meeting booked and paid through the api (11:00–11:30 in Madrid, 10:00–10:30 UTC), the clock
 * moved into its last minutes, the customer's request for more time accepted by the expert.
 */
export async function acceptedExtension(
  env: BookingEnvironment,
  time: { set(instant: string): void },
): Promise<AcceptedExtension> {
  const expert = await makeExpert(env.api);
  const customer = await makeCustomer(env);
  const booked = await call(env.api, 'POST', paths.booking(expert.id), {
    token: customer.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { date: '2027-01-04', rate: 'short', start_time: '11:00', payment_method_id: customer.card },
  });
  if (booked.status !== 201) throw new Error(`not booked: ${JSON.stringify(booked.body)}`);
  const meetingId = booked.body.data.id as number;
  time.set(IN_WINDOW);
  await env.api.app.jobs.runDue();
  const asked = await call(env.api, 'POST', paths.meetExtend(meetingId), {
    token: customer.token,
    body: { rate: 'express' },
  });
  const accepted = await call(env.api, 'PUT', paths.meetExtend(meetingId), {
    token: expert.token,
    body: { confirm: 1 },
  });
  if (asked.status !== 200 || accepted.status !== 200) throw new Error('extension not accepted');
  return { expert, customer, meetingId, roomId: `meeting-${meetingId}` };
}

/** The customer pays the accepted extension (express: 15 minutes) with a card. */
export function payExtension(api: TestApi, extension: AcceptedExtension, card = extension.customer.card) {
  return call(api, 'POST', paths.meetExtensionPayment(extension.meetingId), {
    token: extension.customer.token,
    body: { payment_method_id: card, rate: 'express' },
  });
}

/** Saves another card for the customer, as the card dialog does; its payment method id. */
export async function saveCard(env: BookingEnvironment, customer: Person, number: string): Promise<string> {
  const saved = await call(env.api, 'POST', 'customers/profile/payment-methods', {
    token: customer.token,
    body: { name: 'Card Holder', card_token: await elementsCard(env.stripeUrl, number) },
  });
  if (saved.status !== 201) throw new Error(`card not saved: ${JSON.stringify(saved.body)}`);
  return saved.body.data.id as string;
}

/** Succeeded extension charges the stand-in holds for a meeting. */
export function extensionCharges(env: BookingEnvironment, meetingId: number) {
  return succeededCharges(env.standIn, meetingId).filter(
    (intent) => (intent.metadata as Record<string, string> | undefined)?.kind === 'extension',
  );
}
