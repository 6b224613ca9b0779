import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../db/client.ts';
import type { MeetingCharge } from '../db/schema/index.ts';

export type ChargeKind = 'booking' | 'extension';

export type ChargeApp = Pick<FastifyInstance, 'db' | 'gateway' | 'jobs' | 'clock' | 'log'>;

export type ChargeTransaction = Transaction;

/**
 * What a domain hands the charge module for its kind of charge: what the provider records, how a
 * succeeded charge takes effect, and what is let go when it does not.
 */
export interface ChargePurpose {
  readonly kind: ChargeKind;
  /** Sent with the charge and fixed per kind: a retry must repeat the same request. */
  describe(charge: MeetingCharge): { description: string; metadata: Record<string, string> };
  /** Stored as the failure when the reason is ours, not the provider's words. */
  readonly failures: {
    /** The customer has no card at the provider, or the card is gone. */
    cardMissing: string;
    /** The card needs the customer present to authenticate. */
    authenticationRequired: string;
    /** Too late or refused: the charge was never made or was refunded. */
    lapsed: string;
  };
  /**
   * Set when the customer is present at the charge (a booking at the checkout): a card whose bank
   * asks for authentication keeps its PaymentIntent for the customer to confirm on-session within
   * `windowMs` instead of failing. Absent (an extension, in the call), such a charge fails.
   */
  readonly onSessionAuthentication?: {
    readonly windowMs: number;
    /** Stored as the failure when the customer's bank refused, the customer gave up, or time ran out. */
    readonly failures: { readonly failed: string; readonly cancelled: string; readonly expired: string };
  };
  /**
   * What reconciliation does with a charge the provider never got: make it now (a booking whose
   * time is held) or let it lapse (an extension asked for in the meeting's last minutes).
   */
  readonly chargeWhenNeverMade: boolean;
  /** Whether it is too late for the charge to take effect: a charge found made is then refunded. */
  isLate(charge: MeetingCharge, now: Date): Promise<boolean>;
  /**
   * In the transaction that records the charge as succeeded: makes it take effect, and plans as
   * jobs in it what must follow even after a crash right after the commit. False (or an exclusion
   * violation) when it no longer can; the charge is then refunded.
   */
  apply(tx: ChargeTransaction, charge: MeetingCharge): Promise<boolean>;
  /**
   * `apply` plans everything that follows as jobs in its transaction (`applied` only hurries them):
   * the charge's reconciliation is then dropped in that transaction, not after `applied`.
   */
  readonly plansWhatFollows?: boolean;
  /** After that commit: rooms, jobs, notifications. Must be safe to repeat (reconciliation retries it). */
  applied(charge: MeetingCharge): Promise<void>;
  /**
   * In the transaction that records the charge as failed or refunded: lets go of what it held.
   * `atCheckout`: the charge was refused while the customer is there to choose another card.
   */
  undo(tx: ChargeTransaction, charge: MeetingCharge, context: { atCheckout: boolean }): Promise<void>;
}

/** A failure worded by us, not by the provider. */
export type OurFailure =
  | 'card-missing'
  | 'authentication-required'
  | 'authentication-failed'
  | 'authentication-cancelled'
  | 'authentication-expired'
  | 'lapsed';

/** How a charge ended (or did not yet). */
export type ChargeOutcome =
  | { status: 'succeeded'; charge: MeetingCharge }
  | {
      status: 'failed';
      reason: 'declined';
      message: string;
      code: string | undefined;
      declineCode?: string | undefined;
    }
  | { status: 'failed'; reason: OurFailure }
  /** Failed by an earlier or concurrent attempt of the same charge. */
  | { status: 'failed'; reason: 'earlier' }
  /** Charged, but it could no longer take effect: refunded, or the refund is retried. */
  | { status: 'refunded' | 'refunding' }
  /** The customer's bank asks them to authenticate the payment; it waits (see `onSessionAuthentication`). */
  | { status: 'requires_action'; charge: MeetingCharge; clientSecret: string }
  /** The provider was unreachable or its answer is unknown: reconciliation settles it later. */
  | { status: 'pending' };
