import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Page, pages, withSearch } from '../src/pages/index.ts';

/** Every page of the contract, flattened, for checks that hold for all of them. */
function allPages(): Page<string>[] {
  const found: Page<string>[] = [];
  const walk = (node: object) => {
    for (const value of Object.values(node)) {
      if ('pattern' in value) found.push(value as Page<string>);
      else walk(value);
    }
  };
  walk(pages);
  return found;
}

describe('page paths', () => {
  it('builds pages without params from their pattern', () => {
    expect(pages.home.build()).toBe('/');
    expect(pages.customer.login.build()).toBe('/customer/login');
    expect(pages.expert.login.build()).toBe('/experts/login');
    expect(pages.customer.home.build()).toBe('/customer/app');
    expect(pages.expert.fundsRequest.build()).toBe('/experts/app/profits/request-withdraw');
  });

  it('puts numeric and string ids into the path', () => {
    expect(pages.customer.expert.build({ id: 7 })).toBe('/customer/app/experts/7');
    expect(pages.customer.booking.build({ id: '12' })).toBe('/customer/app/experts/12/booking');
    expect(pages.customer.meetingRoom.build({ id: 3 })).toBe('/customer/app/meetings/room/3');
    expect(pages.expert.meetingRoom.build({ id: 3 })).toBe('/experts/app/meetings/room/3');
    expect(pages.guest.expert.build({ id: 42 })).toBe('/experts/42');
  });

  it('encodes a param so it stays one path segment', () => {
    expect(pages.customer.post.build({ id: 'a/b c' })).toBe('/customer/app/posts/a%2Fb%20c');
  });

  it('refuses to build an address with a param missing', () => {
    const build = pages.guest.expert.build as (params: object) => string;
    expect(() => build({})).toThrow(':id');
  });

  it('appends the query, leaving out empty entries', () => {
    expect(pages.customer.expertSearch.build({ c: 'health', s: 'back pain' })).toBe(
      '/customer/app/experts/search?c=health&s=back+pain',
    );
    expect(pages.guest.expertSearch.build({ c: 'law', s: undefined, page: null })).toBe(
      '/experts/search?c=law',
    );
    expect(pages.customer.expertReviews.build({ id: 5 }, { page: 2 })).toBe(
      '/customer/app/experts/5/reviews?page=2',
    );
    expect(withSearch('/experts/search', {})).toBe('/experts/search');
  });

  it('holds every route of both spec route tables, each once', () => {
    const patterns = allPages().map((entry) => entry.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/',
        '/customer/login',
        '/experts/login',
        '/get-started',
        '/terms-and-conditions',
        '/privacy-policy',
        '/customer/app',
        '/customer/app/account',
        '/customer/app/meetings',
        '/customer/app/meetings/room/:id',
        '/customer/app/posts/:id',
        '/customer/app/experts',
        '/customer/app/experts/search',
        '/customer/app/experts/:id',
        '/customer/app/experts/:id/reviews',
        '/customer/app/experts/:id/booking',
        '/experts/search',
        '/experts/:id',
        '/experts/app',
        '/experts/app/account',
        '/experts/app/account/edit',
        '/experts/app/meetings',
        '/experts/app/meetings/room/:id',
        '/experts/app/profits',
        '/experts/app/profits/request-withdraw',
      ]),
    );
  });

  it('types the params by the pattern', () => {
    expectTypeOf(pages.customer.booking.build).parameter(0).toEqualTypeOf<{ id: number | string }>();
    expectTypeOf(pages.customer.home.build).parameters.toEqualTypeOf<
      [search?: Record<string, number | string | null | undefined>]
    >();
    // Type checks only: never called.
    const misuse = () => [
      // @ts-expect-error: a page with an id needs it
      pages.customer.expert.build(),
      // @ts-expect-error: a page without params takes none
      pages.expert.profits.build({ id: 1 }, {}),
    ];
    expectTypeOf(misuse).returns.toEqualTypeOf<string[]>();
  });
});
