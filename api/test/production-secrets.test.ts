import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { productionSecretProblems } from '../src/production-secrets.ts';

const PRODUCTION_SECRETS = {
  NODE_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_live_a-real-key',
  STRIPE_WEBHOOK_SECRET: 'whsec_a-real-secret',
  LIVEKIT_API_KEY: 'APIaRealKey',
  LIVEKIT_API_SECRET: 'a-real-livekit-secret-of-enough-length',
  CALENDAR_SECRET_KEY: 'a-real-calendar-key',
};

describe('the secrets of a production start', () => {
  it('names every secret that is unset', () => {
    const problems = productionSecretProblems({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      'STRIPE_SECRET_KEY is unset: set it to the production secret.',
      'STRIPE_WEBHOOK_SECRET is unset: set it to the production secret.',
      'LIVEKIT_API_KEY is unset: set it to the production secret.',
      'LIVEKIT_API_SECRET is unset: set it to the production secret.',
      'CALENDAR_SECRET_KEY is unset: set it to the production secret.',
    ]);
  });

  it('names a secret left at a development default', () => {
    for (const [name, value] of [
      ['LIVEKIT_API_SECRET', 'secret'],
      ['LIVEKIT_API_KEY', 'devkey'],
      ['STRIPE_WEBHOOK_SECRET', 'whsec_local_stand_in'],
      ['STRIPE_SECRET_KEY', 'sk_test_local_stand_in'],
      ['LIVEKIT_API_SECRET', 'e2e-livekit-secret-of-at-least-32-characters'],
      ['CALENDAR_SECRET_KEY', 'local-calendar-key-for-development-only'],
    ] as const) {
      expect(productionSecretProblems({ ...PRODUCTION_SECRETS, [name]: value })).toEqual([
        `${name} is a development value known to everyone: set it to the production secret.`,
      ]);
    }
    expect(productionSecretProblems({ ...PRODUCTION_SECRETS, LIVEKIT_API_SECRET: '  ' })).toEqual([
      'LIVEKIT_API_SECRET is unset: set it to the production secret.',
    ]);
  });

  it('finds nothing wrong with real secrets, or outside production', () => {
    expect(productionSecretProblems(PRODUCTION_SECRETS)).toEqual([]);
    expect(productionSecretProblems({})).toEqual([]);
    expect(productionSecretProblems({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('refuses to load a production configuration without them, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION_SECRETS, LIVEKIT_API_SECRET: undefined })).toThrow(
      /^Refusing to start with NODE_ENV=production:\nLIVEKIT_API_SECRET is unset/,
    );
    const config = loadConfig(PRODUCTION_SECRETS);
    expect(config.livekitApiSecret).toBe(PRODUCTION_SECRETS.LIVEKIT_API_SECRET);
    expect(config.stripeWebhookSecret).toBe(PRODUCTION_SECRETS.STRIPE_WEBHOOK_SECRET);
  });

  it('keeps the local defaults of a start that is not production (npm start, the tests)', () => {
    const config = loadConfig({});
    expect(config.livekitApiSecret).toBe('secret');
    expect(config.stripeWebhookSecret).toBe('whsec_local_stand_in');
  });

  it('makes the api refuse to start, saying which variable to set', () => {
    const started = spawnSync(process.execPath, ['src/main.ts'], {
      cwd: path.join(import.meta.dirname, '..'),
      env: { PATH: process.env.PATH, ...PRODUCTION_SECRETS, STRIPE_WEBHOOK_SECRET: 'whsec_local_stand_in' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('Refusing to start with NODE_ENV=production:');
    expect(started.stderr).toContain('STRIPE_WEBHOOK_SECRET is a development value known to everyone');
  });
});
