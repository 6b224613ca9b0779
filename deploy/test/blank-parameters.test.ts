import { describe, expect, it } from 'vitest';
import { withoutBlankParameters } from '../render/blank-parameters.ts';

describe('withoutBlankParameters', () => {
  it('drops the empty fields a GET form sends, keeping the others in their order', () => {
    expect(withoutBlankParameters('/experts/search?c=yoga&s=&rating=&sort=role')).toBe(
      '/experts/search?c=yoga&sort=role',
    );
  });

  it('drops the question mark when nothing is left', () => {
    expect(withoutBlankParameters('/experts/search?s=&rating=')).toBe('/experts/search');
  });

  it('gives an address without blanks back as it was, encoding and all', () => {
    for (const url of ['/experts/search', '/experts/search?s=caf%C3%A9+au+lait&page=2', '/?preview=x'])
      expect(withoutBlankParameters(url)).toBe(url);
  });

  it('keeps a value that is only spaces: the page decides what it means', () => {
    expect(withoutBlankParameters('/experts/search?s=+&c=')).toBe('/experts/search?s=+');
  });
});
