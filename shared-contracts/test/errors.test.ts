import { describe, expect, it } from 'vitest';
import { ApiError, flattenFieldMessages, isWorthRetrying, readErrorMessage } from '../src/errors.ts';

describe('readErrorMessage', () => {
  it('prefers the first flattened field message', () => {
    const body = {
      message: 'The given data was invalid.',
      data: { email: ['Invalid email format'], password: ['x'] },
    };
    expect(readErrorMessage(body, 'fallback')).toBe('Invalid email format');
  });

  it('falls back to message, then error.message, then the fallback', () => {
    expect(readErrorMessage({ message: 'Nope' }, 'fallback')).toBe('Nope');
    expect(readErrorMessage({ error: { message: 'Card declined' } }, 'fallback')).toBe('Card declined');
    expect(readErrorMessage({ data: { items: [] } }, 'Ha ocurrido un error')).toBe('Ha ocurrido un error');
    expect(readErrorMessage('not json', 'Ha ocurrido un error')).toBe('Ha ocurrido un error');
    expect(readErrorMessage(null, 'fb')).toBe('fb');
  });

  it('does not treat entity data as field errors', () => {
    expect(readErrorMessage({ data: [1, 2], message: 'm' }, 'fb')).toBe('m');
  });

  it('flattens every field message in order', () => {
    expect(
      flattenFieldMessages({
        countries: ['Max. 3 countries'],
        categories_id: ['Select a minimum of 3 categories'],
      }),
    ).toEqual(['Max. 3 countries', 'Select a minimum of 3 categories']);
  });
});

describe('isWorthRetrying', () => {
  it('gives up on a 4xx, which asking again will not change', () => {
    expect(isWorthRetrying(new ApiError(404, null, 'Not found'))).toBe(false);
    expect(isWorthRetrying(new ApiError(422, null, 'Invalid'))).toBe(false);
  });

  it('retries a 5xx and a network failure', () => {
    expect(isWorthRetrying(new ApiError(503, null, 'Unavailable'))).toBe(true);
    expect(isWorthRetrying(new TypeError('Failed to fetch'))).toBe(true);
  });
});
