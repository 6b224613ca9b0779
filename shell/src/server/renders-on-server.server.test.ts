import { describe, expect, it } from 'vitest';
import { rendersOnServer } from './render.tsx';

describe('which pages the server renders', () => {
  it('the public pages, not the signed-in areas nor the social sign-in’s return (it only runs)', () => {
    for (const path of ['/', '/experts', '/experts/search', '/experts/7', '/customer/login', '/get-started'])
      expect(rendersOnServer(path), path).toBe(true);
    for (const path of ['/customer/app', '/experts/app/profits', '/auth/callback/google'])
      expect(rendersOnServer(path), path).toBe(false);
  });
});
