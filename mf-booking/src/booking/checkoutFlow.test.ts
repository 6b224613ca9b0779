import type { SlotHold } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import type { AwaitingPayment } from './authentication.ts';
import {
  type CheckoutKey,
  type CheckoutState,
  checkoutReducer,
  heldOf,
  mayHoldFromUrl,
  sameCheckout,
} from './checkoutFlow.ts';

const key: CheckoutKey = { zone: 'Europe/Madrid', date: '2026-12-07', rate: 'quick', hour: '10:00' };
const otherKey: CheckoutKey = { ...key, hour: '11:00' };
const hold: SlotHold = {
  start_time: '2026-12-07 10:00',
  end_time: '2026-12-07 10:30',
  start_time_converted: '2026-12-07 10:00',
  end_time_converted: '2026-12-07 10:30',
  starts_at: '2026-12-07T09:00:00.000Z',
  ends_at: '2026-12-07T09:30:00.000Z',
  expires_at: '2026-12-07T08:10:00.000Z',
};
const hold2: SlotHold = { ...hold, expires_at: '2026-12-07T08:20:00.000Z' };
const payment = { expertId: 1, checkout: key, date: '2026-12-07', hour: '10:00' } as AwaitingPayment;

const slot: CheckoutState = { kind: 'slot', left: null };
const justLeft: CheckoutState = { kind: 'slot', left: key };
const holding: CheckoutState = { kind: 'holding', key };
const checkout: CheckoutState = { kind: 'checkout', key, hold, resume: null };
const resumed: CheckoutState = { kind: 'checkout', key, hold: null, resume: payment };
const paying: CheckoutState = { kind: 'paying', key, hold, resume: null };
const bankStep: CheckoutState = { kind: 'bank-step', key, hold, resume: null, meetingId: 9 };
const refused: CheckoutState = { kind: 'refused', key, hold, resume: null };
const booked: CheckoutState = { kind: 'booked', meetingId: 9 };
const givingUpToRelease: CheckoutState = { kind: 'giving-up', key, meetingId: 9, after: 'release', hold };
const givingUpToHold: CheckoutState = { kind: 'giving-up', key, meetingId: 9, after: 'hold-again', hold };

describe('the checkout key', () => {
  it('is the same checkout when zone, date, rate and hour match', () => {
    expect(sameCheckout(key, { ...key })).toBe(true);
    expect(sameCheckout(key, otherKey)).toBe(false);
    expect(sameCheckout(key, { ...key, zone: 'UTC' })).toBe(false);
    expect(sameCheckout(null, null)).toBe(true);
    expect(sameCheckout(key, null)).toBe(false);
  });
});

describe('checkoutReducer', () => {
  describe('hold', () => {
    it('asks for the hour from the first step', () => {
      expect(checkoutReducer(slot, { type: 'hold', key })).toEqual(holding);
    });
    it('keeps a checkout that already holds this hour', () => {
      expect(checkoutReducer(checkout, { type: 'hold', key })).toBe(checkout);
    });
    it("asks for another checkout's hour over a held one", () => {
      expect(checkoutReducer(checkout, { type: 'hold', key: otherKey })).toEqual({
        kind: 'holding',
        key: otherKey,
      });
    });
    it('is not asked twice, nor while paying', () => {
      expect(checkoutReducer(holding, { type: 'hold', key })).toBe(holding);
      expect(checkoutReducer(paying, { type: 'hold', key: otherKey })).toBe(paying);
    });
  });

  describe('held', () => {
    it('opens the checkout of the hour asked for', () => {
      expect(checkoutReducer(holding, { type: 'held', key, hold })).toEqual(checkout);
    });
    it('is ignored for an hour no longer asked for', () => {
      expect(checkoutReducer(holding, { type: 'held', key: otherKey, hold })).toBe(holding);
      expect(checkoutReducer(slot, { type: 'held', key, hold })).toBe(slot);
    });
    it('after a refused card, holds the same hour again with its new end', () => {
      expect(checkoutReducer(refused, { type: 'held', key, hold: hold2 })).toEqual({
        ...checkout,
        hold: hold2,
      });
    });
  });

  it('hold-refused goes back to the hours, the refused checkout not held again from the URL', () => {
    expect(checkoutReducer(holding, { type: 'hold-refused', key })).toEqual(justLeft);
    expect(checkoutReducer(holding, { type: 'hold-refused', key: otherKey })).toBe(holding);
  });

  it('resume opens the checkout of a payment waiting for the bank, with no hold of its own', () => {
    expect(checkoutReducer(slot, { type: 'resume', key, payment })).toEqual(resumed);
    expect(checkoutReducer(checkout, { type: 'resume', key, payment })).toBe(checkout);
  });

  describe('pay', () => {
    it('runs from the checkout and after a refused card', () => {
      expect(checkoutReducer(checkout, { type: 'pay' })).toEqual(paying);
      expect(checkoutReducer(refused, { type: 'pay' })).toEqual(paying);
    });
    it('does nothing while the hour is being asked for', () => {
      expect(checkoutReducer(holding, { type: 'pay' })).toBe(holding);
    });
  });

  describe('waiting', () => {
    it("enters the bank's step with the meeting that waits", () => {
      expect(checkoutReducer(paying, { type: 'waiting', meetingId: 9 })).toEqual(bankStep);
    });
    it("leaves the bank's step when nothing waits any more", () => {
      expect(checkoutReducer(bankStep, { type: 'waiting', meetingId: null })).toEqual(paying);
    });
    it('follows a new waiting payment (another card)', () => {
      expect(checkoutReducer(bankStep, { type: 'waiting', meetingId: 10 })).toEqual({
        ...bankStep,
        meetingId: 10,
      });
    });
    it('is ignored outside a payment', () => {
      expect(checkoutReducer(checkout, { type: 'waiting', meetingId: 9 })).toBe(checkout);
    });
  });

  it("refused: the card or the bank's step said no", () => {
    expect(checkoutReducer(paying, { type: 'refused' })).toEqual(refused);
    expect(checkoutReducer(bankStep, { type: 'refused' })).toEqual(refused);
    expect(checkoutReducer(checkout, { type: 'refused' })).toBe(checkout);
  });

  it('taken: back to the hours, the checkout not held again from the URL', () => {
    expect(checkoutReducer(paying, { type: 'taken' })).toEqual(justLeft);
    expect(checkoutReducer(bankStep, { type: 'taken' })).toEqual(justLeft);
    expect(checkoutReducer(checkout, { type: 'taken' })).toBe(checkout);
  });

  it('booked ends the flow, from paying or the bank step', () => {
    expect(checkoutReducer(paying, { type: 'booked', meetingId: 9 })).toEqual(booked);
    expect(checkoutReducer(bankStep, { type: 'booked', meetingId: 9 })).toEqual(booked);
    expect(checkoutReducer(checkout, { type: 'booked', meetingId: 9 })).toBe(checkout);
    expect(checkoutReducer(booked, { type: 'leave' })).toBe(booked);
  });

  describe('pay-ended', () => {
    it('goes back to the checkout', () => {
      expect(checkoutReducer(paying, { type: 'pay-ended' })).toEqual(checkout);
    });
    it("keeps a payment that still waits for the bank's step", () => {
      expect(checkoutReducer(bankStep, { type: 'pay-ended' })).toBe(bankStep);
    });
  });

  describe('hold-again', () => {
    it('asks for the same hour when its hold ran out', () => {
      expect(checkoutReducer(checkout, { type: 'hold-again' })).toEqual(holding);
      expect(checkoutReducer(refused, { type: 'hold-again' })).toEqual(holding);
    });
    it("finds a resumed payment's hour among the day's again (it has no hold to repeat)", () => {
      expect(checkoutReducer(resumed, { type: 'hold-again' })).toEqual(slot);
    });
    it('gives up a payment still waiting first', () => {
      expect(checkoutReducer(bankStep, { type: 'hold-again' })).toEqual(givingUpToHold);
    });
  });

  describe('given-up', () => {
    it('then holds the hour again', () => {
      expect(checkoutReducer(givingUpToHold, { type: 'given-up' })).toEqual(holding);
    });
    it('then lets the hour go', () => {
      expect(checkoutReducer(givingUpToRelease, { type: 'given-up' })).toEqual(slot);
    });
    it('without a hold to repeat, goes back to finding the hour', () => {
      expect(checkoutReducer({ ...givingUpToHold, hold: null }, { type: 'given-up' })).toEqual(slot);
    });
  });

  describe('leave', () => {
    it('lets a held or asked-for hour go', () => {
      for (const state of [holding, checkout, paying, refused])
        expect(checkoutReducer(state, { type: 'leave' })).toEqual(slot);
    });
    it('gives up a payment that waits for the bank first', () => {
      expect(checkoutReducer(bankStep, { type: 'leave' })).toEqual(givingUpToRelease);
    });
    it('while giving up, lets the hour go instead of holding it again', () => {
      expect(checkoutReducer(givingUpToHold, { type: 'leave' })).toEqual(givingUpToRelease);
    });
    it('does nothing on the first step', () => {
      expect(checkoutReducer(slot, { type: 'leave' })).toBe(slot);
    });
  });

  describe('url', () => {
    it('forgets the checkout just left once the URL no longer shows it', () => {
      expect(checkoutReducer(justLeft, { type: 'url', key: null })).toEqual(slot);
      expect(checkoutReducer(justLeft, { type: 'url', key: otherKey })).toEqual(slot);
    });
    it('remembers it while the URL still shows it', () => {
      expect(checkoutReducer(justLeft, { type: 'url', key })).toBe(justLeft);
    });
  });

  it('mayHoldFromUrl: on the first step, or over another checkout, never a checkout just left', () => {
    expect(mayHoldFromUrl(slot, key)).toBe(true);
    expect(mayHoldFromUrl(justLeft, key)).toBe(false);
    expect(mayHoldFromUrl(justLeft, otherKey)).toBe(true);
    expect(mayHoldFromUrl(checkout, key)).toBe(false);
    expect(mayHoldFromUrl(checkout, otherKey)).toBe(true);
    for (const state of [holding, paying, bankStep, booked, givingUpToRelease])
      expect(mayHoldFromUrl(state, otherKey)).toBe(false);
  });

  it('heldOf names the hour held at the checkout kinds only', () => {
    expect(heldOf(checkout)?.key).toEqual(key);
    expect(heldOf(bankStep)?.hold).toEqual(hold);
    for (const state of [slot, holding, booked, givingUpToRelease]) expect(heldOf(state)).toBeNull();
  });
});
