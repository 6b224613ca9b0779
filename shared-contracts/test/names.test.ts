import { describe, expect, it } from 'vitest';
import { personName } from '../src/names.ts';
import { rateName } from '../src/rate-names.ts';

describe('personName', () => {
  it('is the full name, and "Deleted account" in the page language once the names are erased', () => {
    expect(personName({ first_name: 'Ana', last_name: 'Ruiz' }, 'es')).toBe('Ana Ruiz');
    expect(personName({ first_name: '', last_name: '' }, 'en')).toBe('Deleted account');
    expect(personName({ first_name: '', last_name: '' }, 'es')).toBe('Cuenta eliminada');
  });
});

describe('rateName', () => {
  it('names the three rates in the page language, and keeps an unknown rate’s own name', () => {
    expect(rateName({ slug: 'express', name: 'Express' }, 'es')).toBe('Exprés');
    expect(rateName({ slug: 'short', name: 'Short' }, 'es')).toBe('Corta');
    expect(rateName({ slug: 'large', name: 'Large' }, 'es')).toBe('Larga');
    expect(rateName({ slug: 'large', name: 'Large' }, 'en')).toBe('Large');
    expect(rateName({ slug: 'marathon', name: 'Marathon' }, 'es')).toBe('Marathon');
  });
});
