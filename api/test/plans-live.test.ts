import { paths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLiveAt } from '../src/plans/current-plan.ts';
import {
  type BookingEnvironment,
  makeCustomer,
  makeExpert,
  startBookingEnvironment,
  testClock,
} from './booking-harness.ts';
import { call } from './harness.ts';

// One rule of which plans are live, asked by every caller: the customer profile's `subscription`,
// the account-mode switch, the expert's slots and the expert page.
const time = testClock('2027-06-01T12:00:00Z');
let env: BookingEnvironment;

beforeAll(async () => {
  env = await startBookingEnvironment({ clock: time.clock });
});
afterAll(async () => env.close());

const later = new Date('2027-09-01T00:00:00Z');
const earlier = new Date('2027-05-01T00:00:00Z');
const plans = [
  { name: 'trialing, trial ends later', status: 'trialing', trialEndsAt: later, live: true },
  { name: 'active, period ends later', status: 'active', endsAt: later, live: true },
  { name: 'active, no period end known', status: 'active', endsAt: null, live: true },
  { name: 'trialing, trial ended', status: 'trialing', trialEndsAt: earlier, live: false },
  { name: 'active, period ended', status: 'active', endsAt: earlier, live: false },
  { name: 'past_due', status: 'past_due', endsAt: later, live: false },
  { name: 'canceled', status: 'canceled', endsAt: later, live: false },
  { name: 'incomplete', status: 'incomplete', endsAt: later, live: false },
];

describe('which plans are live: the same answer from every caller', () => {
  it.each(plans)('$name → live: $live', async (plan) => {
    const row = {
      stripeStatus: plan.status,
      endsAt: plan.endsAt ?? null,
      trialEndsAt: plan.trialEndsAt ?? null,
    };
    expect(isLiveAt(row, time.clock())).toBe(plan.live);

    const expert = await makeExpert(env.api, { plan });
    const customer = await makeCustomer(env, {});

    const profile = await call(env.api, 'GET', paths.customerProfile, { token: expert.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.subscription !== null).toBe(plan.live);

    const switched = await call(env.api, 'PUT', paths.expertProfileSwitch, {
      token: expert.token,
      body: { is_account_expert: true },
    });
    expect(switched.status).toBe(200);
    expect(switched.body.data.can_enter_expert_mode).toBe(plan.live);
    expect(switched.body.data.is_account_expert).toBe(plan.live);

    const slots = await call(
      env.api,
      'GET',
      `${paths.bookingAvailability(expert.id)}?date=2027-06-07&rate=short`,
      {
        token: customer.token,
      },
    );
    expect(slots.status).toBe(plan.live ? 200 : 409);

    const page = await call(env.api, 'GET', paths.expert(expert.id), { token: customer.token });
    expect(page.status).toBe(200);
    expect(page.body.data.subscription.stripe_status).toBe(plan.status);
  });
});
