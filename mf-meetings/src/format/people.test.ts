import { describe, expect, it } from 'vitest';
import { aMeeting } from '../test/fixtures.ts';
import { counterpartOf } from './people.ts';

describe('the other side of a meeting', () => {
  it('is the expert for the customer and the customer for the expert', () => {
    const meeting = aMeeting();
    expect(counterpartOf(meeting, 'customer', 'en')).toMatchObject({
      id: 7,
      name: 'Ana Torres',
      role: 'Nutritionist',
    });
    expect(counterpartOf(meeting, 'expert', 'en')).toMatchObject({ id: 1, name: 'Ben Ruiz', role: null });
  });

  it("reads 'Deleted account' in the page language once that side deleted the account", () => {
    const meeting = aMeeting({ customer: { id: 1, first_name: '', last_name: '', profile_picture: null } });
    expect(counterpartOf(meeting, 'expert', 'es').name).toBe('Cuenta eliminada');
    expect(counterpartOf(meeting, 'expert', 'en').name).toBe('Deleted account');
  });
});
