import { describe, expect, it } from 'vitest';
import { personName } from '../src/names.ts';

describe('personName', () => {
  it('is the full name, and "Deleted account" in the page language once the names are erased', () => {
    expect(personName({ first_name: 'Ana', last_name: 'Ruiz' }, 'es')).toBe('Ana Ruiz');
    expect(personName({ first_name: '', last_name: '' }, 'en')).toBe('Deleted account');
    expect(personName({ first_name: '', last_name: '' }, 'es')).toBe('Cuenta eliminada');
  });
});
