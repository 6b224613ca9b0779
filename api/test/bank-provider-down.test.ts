import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerCustomer, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;

beforeAll(async () => {
  // Nothing listens on port 9: every call to the payment provider fails to connect.
  api = await startTestApi({ seedDemoData: false, stripeApiBase: 'http://127.0.0.1:9' });
});
afterAll(async () => api.close());

describe('money routes while the payment provider is down', () => {
  it('answer 503 (never 500) and store nothing', async () => {
    const expert = await registerCustomer(api);
    await call(api, 'PUT', 'experts/profile', { token: expert.token, body: { role: 'Coach' } });
    const bank = await call(api, 'PUT', 'experts/profile/bank-account', {
      token: expert.token,
      body: {
        holder_name: 'Ana',
        country: 'US',
        currency: 'usd',
        routing_number: '110000000',
        account_number: '000123456789',
      },
    });
    expect(bank.status).toBe(503);
    const stored = await call(api, 'GET', 'experts/profile/bank-account', { token: expert.token });
    expect(stored.body.data.last_numbers).toBeNull();
    const plan = await call(api, 'POST', 'experts/profile/subscriptions', {
      token: expert.token,
      body: { subscription_type: 'starter-monthly', payment_method_id: 'pm_card_visa' },
    });
    expect(plan.status).toBe(503);
    expect(
      (await call(api, 'GET', 'experts/profile/subscriptions', { token: expert.token })).body.data.current,
    ).toBeNull();
    const funds = await call(api, 'POST', 'experts/profile/requests', {
      token: expert.token,
      body: { request_key: 'key-000001' },
    });
    expect(funds.status).toBe(422);
    expect(funds.body.message).toBe('Add a bank account first');
  });
});
