import { describe, expect, it } from 'vitest';
import { brandOf, checkCard, passesLuhn } from '../stripe/cards.ts';
import { parseForm } from '../stripe/form.ts';

describe('card rules', () => {
  it('detects brands from the leading digits', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('3056930009020004')).toBe('diners');
    expect(brandOf('3566002020360505')).toBe('jcb');
    expect(brandOf('6200000000000005')).toBe('unionpay');
    expect(brandOf('9999999999999995')).toBe('unknown');
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
  });

  it('reports number, expiry and CVC problems the way Stripe names them', () => {
    const today = new Date(Date.UTC(2030, 5, 15));
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };
    expect(checkCard(card, today)).toBeUndefined();
    expect(checkCard({ ...card, number: '4242424242424241' }, today)?.code).toBe('incorrect_number');
    expect(checkCard({ ...card, number: '42424' }, today)?.code).toBe('invalid_number');
    expect(checkCard({ ...card, exp_month: 13 }, today)?.code).toBe('invalid_expiry_month');
    expect(checkCard({ ...card, exp_year: 2029 }, today)?.code).toBe('invalid_expiry_year');
    expect(checkCard({ ...card, exp_year: 2030, exp_month: 5 }, today)?.code).toBe('invalid_expiry_month');
    expect(checkCard({ ...card, exp_year: 30, exp_month: 6 }, today)).toBeUndefined();
    expect(checkCard({ ...card, cvc: '1234' }, today)?.code).toBe('invalid_cvc');
    const amex = { number: '378282246310005', exp_month: 12, exp_year: 2031 };
    expect(checkCard({ ...amex, cvc: '1234' }, today)).toBeUndefined();
    expect(checkCard({ ...amex, cvc: '123' }, today)?.code).toBe('invalid_cvc');
  });
});

describe('form bodies', () => {
  it('decodes bracketed keys into objects and lists', () => {
    const form = parseForm('a=1&card[number]=42&expand[0]=x&expand[1]=y&items[][price]=p&metadata[k]=v');
    expect(form).toEqual({
      a: '1',
      card: { number: '42' },
      expand: ['x', 'y'],
      items: [{ price: 'p' }],
      metadata: { k: 'v' },
    });
  });

  it('ignores malformed and prototype-polluting keys', () => {
    const form = parseForm('__proto__[x]=1&a[constructor]=2&b]=3&ok=4');
    expect(form).toEqual({ ok: '4' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
