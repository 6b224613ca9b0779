import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/index.ts';
import { call, startTestApi, type TestApi } from './harness.ts';

describe('demo logins of the README', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: true });
  });
  afterAll(async () => api.close());

  it.each(DEMO_ACCOUNTS.map((account) => [account.role, account.email, account] as const))(
    'the demo %s %s signs in to its area',
    async (role, email, account) => {
      const result = await call(api, 'POST', 'login', {
        body: { email, password: account.password, area: role },
      });
      expect(result.status).toBe(200);
      expect(result.body.data.user_type).toBe(role);
      expect(result.body.data.user).toMatchObject({
        first_name: account.firstName,
        is_expert: role === 'expert',
      });
      const profile = await call(api, 'GET', role === 'expert' ? 'experts/profile' : 'customers/profile', {
        token: result.body.data.token,
      });
      expect(profile.status).toBe(200);
      expect(profile.body.data.email).toBe(email);
    },
  );
});
