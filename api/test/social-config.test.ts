import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('social login settings', () => {
  it('turns a provider on with its client id and secret, with the public endpoints by default', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' });
    expect(config.social).toEqual({
      google: { clientId: 'g-id', clientSecret: 'g-secret', issuer: 'https://accounts.google.com' },
    });
  });

  it('makes Apple’s client secret from the team, key and private key when none is given', () => {
    const config = loadConfig({
      APPLE_CLIENT_ID: 'com.example.web',
      APPLE_TEAM_ID: 'TEAM',
      APPLE_KEY_ID: 'KEY',
      APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
    });
    expect(config.social.apple?.clientSecret).toEqual({
      teamId: 'TEAM',
      keyId: 'KEY',
      privateKey: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
    });
  });

  it('refuses to start with a client id but no secret, naming what is missing', () => {
    expect(() => loadConfig({ FACEBOOK_CLIENT_ID: 'fb' })).toThrow(ConfigError);
    expect(() => loadConfig({ FACEBOOK_CLIENT_ID: 'fb' })).toThrow(/FACEBOOK_CLIENT_SECRET is required/);
    expect(() => loadConfig({ APPLE_CLIENT_ID: 'a' })).toThrow(
      /APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY/,
    );
  });

  it('refuses a plain http issuer except to this machine', () => {
    const google = { GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' };
    expect(() => loadConfig({ ...google, GOOGLE_ISSUER: 'http://accounts.example.com' })).toThrow(
      /GOOGLE_ISSUER must be an https URL/,
    );
    expect(() => loadConfig({ ...google, GOOGLE_ISSUER: 'not a url' })).toThrow(
      /GOOGLE_ISSUER must be a URL/,
    );
    expect(loadConfig({ ...google, GOOGLE_ISSUER: 'http://localhost:7990' }).social.google?.issuer).toBe(
      'http://localhost:7990',
    );
  });

  it('has no provider when none is configured', () => {
    expect(loadConfig({}).social).toEqual({});
  });
});
