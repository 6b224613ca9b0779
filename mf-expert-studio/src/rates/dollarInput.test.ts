import { formatDollars } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { dollarInputFormat } from './dollarInput.ts';

describe('dollarInputFormat', () => {
  it('writes dollars in English as formatDollars does', () => {
    expect(dollarInputFormat('en')).toEqual({
      prefix: '$',
      suffix: '',
      decimalSeparator: '.',
      thousandSeparator: ',',
    });
  });

  it('writes dollars in Spanish as formatDollars does: comma decimals, US$ after', () => {
    const format = dollarInputFormat('es');
    expect(format.prefix).toBe('');
    expect(format.decimalSeparator).toBe(',');
    expect(format.thousandSeparator).toBe('.');
    expect(`12.345,60${format.suffix}`).toBe(formatDollars(12345.6, 'es'));
  });
});
