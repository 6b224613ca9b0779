import type { SlotHold } from 'shared-contracts';
import type { AwaitingPayment } from './authentication.ts';

/** The checkout the URL shows: the chosen zone, a calendar day of it, the rate and the hour there. */
export interface CheckoutKey {
  zone: string;
  date: string;
  rate: string;
  hour: string;
}

export function sameCheckout(a: CheckoutKey | null, b: CheckoutKey | null): boolean {
  if (a === null || b === null) return a === b;
  return a.zone === b.zone && a.date === b.date && a.rate === b.rate && a.hour === b.hour;
}

/**
 * An hour held for the customer at a checkout: the hold (the expert's date and hour, and when it
 * ends; null when a reload resumed a payment that waits for the bank, for which the api holds the
 * hour), and that payment.
 */
export interface Held {
  key: CheckoutKey;
  hold: SlotHold | null;
  resume: AwaitingPayment | null;
}

/**
 * Where the customer is in the booking (spec §2, §4). The URL mirrors it: `slot` is step 1,
 * `holding` keeps the URL it was asked from, the held kinds are `step=checkout`, `booked` is
 * `step=received`.
 */
export type CheckoutState =
  /**
   * Choosing the hour. `left`: a checkout just left by the flow (a refused hold, a time taken), which
   * the URL shows until its navigation lands: it is not held again from the URL meanwhile.
   */
  | { kind: 'slot'; left: CheckoutKey | null }
  | { kind: 'holding'; key: CheckoutKey }
  | ({ kind: 'checkout' } & Held)
  | ({ kind: 'paying' } & Held)
  /** The payment of meeting `meetingId` waits for the bank's step (3-D Secure). */
  | ({ kind: 'bank-step'; meetingId: number } & Held)
  /** The card was refused: Pay consumed the hold, which is asked for again quietly. */
  | ({ kind: 'refused' } & Held)
  /** The waiting payment is being given up (DELETE …/authentication); then the hour is let go or held again. */
  | {
      kind: 'giving-up';
      key: CheckoutKey;
      meetingId: number;
      after: 'release' | 'hold-again';
      /** The hold to ask for again (null after a resumed payment: its hour is found among the day's). */
      hold: SlotHold | null;
    }
  | { kind: 'booked'; meetingId: number };

export type CheckoutEvent =
  /** An hour of this checkout is asked for (Continue, a checkout URL, the hold's time ran out). */
  | { type: 'hold'; key: CheckoutKey }
  /** The api held the hour of `key`. */
  | { type: 'held'; key: CheckoutKey; hold: SlotHold }
  | { type: 'hold-refused'; key: CheckoutKey }
  /** A reload found a payment of this checkout waiting for the bank. */
  | { type: 'resume'; key: CheckoutKey; payment: AwaitingPayment }
  | { type: 'pay' }
  /** The payment waits for the bank (a meeting), or no longer does (null). */
  | { type: 'waiting'; meetingId: number | null }
  | { type: 'refused' }
  /** The hour was taken meanwhile: back to the hours. */
  | { type: 'taken' }
  | { type: 'booked'; meetingId: number }
  /** Pay ended without an answer that moves the checkout (no answer, not confirmed yet, a module failed). */
  | { type: 'pay-ended' }
  /** The hold's time ran out and the customer asks for the hour again. */
  | { type: 'hold-again' }
  | { type: 'given-up' }
  /** The customer left the checkout (Back, another hour): the hour is let go. */
  | { type: 'leave' }
  /** The URL shows this checkout now (null: none). */
  | { type: 'url'; key: CheckoutKey | null };

const CHOOSING: CheckoutState = { kind: 'slot', left: null };

const HELD_KINDS = new Set<CheckoutState['kind']>(['checkout', 'paying', 'bank-step', 'refused']);

/** The hour held at this state's checkout, if it holds one. */
export function heldOf(state: CheckoutState): (Held & { kind: CheckoutState['kind'] }) | null {
  return HELD_KINDS.has(state.kind) ? (state as Held & { kind: CheckoutState['kind'] }) : null;
}

/**
 * Whether the URL's checkout `key` is to be held from the URL (a reload, a shared link, Forward):
 * on the first step unless the flow just left it, or over another checkout's hold.
 */
export function mayHoldFromUrl(state: CheckoutState, key: CheckoutKey): boolean {
  if (state.kind === 'slot') return !sameCheckout(state.left, key);
  return (state.kind === 'checkout' || state.kind === 'refused') && !sameCheckout(state.key, key);
}

function held(state: Held): Held {
  return { key: state.key, hold: state.hold, resume: state.resume };
}

/** The state a booking starts in. */
export const INITIAL_CHECKOUT: CheckoutState = CHOOSING;

/** The checkout's transitions: an event that does not apply to the state leaves it as it is. */
export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'hold':
      // Another checkout's URL while one is held asks for its hour (the api keeps one hold each).
      if (state.kind === 'slot') return { kind: 'holding', key: event.key };
      if (state.kind === 'checkout' || state.kind === 'refused')
        return sameCheckout(state.key, event.key) ? state : { kind: 'holding', key: event.key };
      return state;
    case 'held':
      if (state.kind === 'holding' && sameCheckout(state.key, event.key))
        return { kind: 'checkout', key: event.key, hold: event.hold, resume: null };
      if (state.kind === 'refused' && sameCheckout(state.key, event.key))
        return { kind: 'checkout', ...held(state), hold: event.hold };
      return state;
    case 'hold-refused':
      return state.kind === 'holding' && sameCheckout(state.key, event.key)
        ? { kind: 'slot', left: event.key }
        : state;
    case 'resume':
      return state.kind === 'slot'
        ? { kind: 'checkout', key: event.key, hold: null, resume: event.payment }
        : state;
    case 'pay':
      return state.kind === 'checkout' || state.kind === 'refused'
        ? { kind: 'paying', ...held(state) }
        : state;
    case 'waiting':
      if (state.kind === 'paying' && event.meetingId !== null)
        return { kind: 'bank-step', ...held(state), meetingId: event.meetingId };
      if (state.kind === 'bank-step')
        return event.meetingId === null
          ? { kind: 'paying', ...held(state) }
          : { ...state, meetingId: event.meetingId };
      return state;
    case 'refused':
      return state.kind === 'paying' || state.kind === 'bank-step'
        ? { kind: 'refused', ...held(state) }
        : state;
    case 'taken':
      return state.kind === 'paying' || state.kind === 'bank-step'
        ? { kind: 'slot', left: state.key }
        : state;
    case 'booked':
      return state.kind === 'paying' || state.kind === 'bank-step'
        ? { kind: 'booked', meetingId: event.meetingId }
        : state;
    case 'pay-ended':
      // A payment still waiting keeps its bank step: the next Pay asks the bank again.
      return state.kind === 'paying' ? { kind: 'checkout', ...held(state) } : state;
    case 'hold-again':
      if (state.kind === 'bank-step') return givingUp(state, 'hold-again');
      // Without its hold (a resumed payment's), the checkout finds the hour among the day's again.
      if (state.kind === 'checkout' || state.kind === 'refused')
        return state.hold ? { kind: 'holding', key: state.key } : CHOOSING;
      return state;
    case 'given-up':
      if (state.kind !== 'giving-up') return state;
      return state.after === 'hold-again' && state.hold ? { kind: 'holding', key: state.key } : CHOOSING;
    case 'leave':
      if (state.kind === 'giving-up') return { ...state, after: 'release' };
      if (state.kind === 'bank-step') return givingUp(state, 'release');
      return heldOf(state) || state.kind === 'holding' ? CHOOSING : state;
    case 'url':
      return state.kind === 'slot' && state.left && !sameCheckout(state.left, event.key) ? CHOOSING : state;
  }
}

function givingUp(state: Held & { meetingId: number }, after: 'release' | 'hold-again'): CheckoutState {
  return { kind: 'giving-up', key: state.key, meetingId: state.meetingId, after, hold: state.hold };
}
