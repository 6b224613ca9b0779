import { describe, expect, it } from 'vitest';
import { tokenExpiry } from './token.ts';

const jwt = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe("an access token's expiry", () => {
  it('is its exp claim', () => {
    expect(tokenExpiry(jwt({ exp: 2_000_000_000, name: 'Ana Ruíz ñ' }))?.toISOString()).toBe(
      '2033-05-18T03:33:20.000Z',
    );
  });

  it('is unknown for a token without exp or not a JWT', () => {
    expect(tokenExpiry(jwt({ sub: 'x' }))).toBeNull();
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });
});
