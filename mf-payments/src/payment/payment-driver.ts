import {
  ApiError,
  type AuthenticatePaymentModule,
  type BankStepWaiting,
  type IdempotentIntent,
  type PaymentDriver,
  type PaymentDriverOptions,
  type PaymentOutcome,
  type WaitingPayment,
  waitsForBank,
} from 'shared-contracts';

/**
 * A payment Stripe confirmed that the api still waits for (its webhook or the provider's answer is
 * late) is asked again this many times, waiting `waitMs` × the round before each.
 */
export const SETTLING = { rounds: 3, waitMs: 1_000 };

const STOPPED = { kind: 'stopped' } as const;

function codeOf(body: unknown): string | undefined {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether a failed call ends the attempt. Not when the api may still finish it: no answer, the
 * provider down or the charge being retried (503), or the same payment still being processed.
 */
export function isFinalFailure(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status === 0 || error.status === 503) return false;
  return !(error.status === 409 && codeOf(error.body) === 'bookingInProgress');
}

/**
 * The driver, given how the bank's step is loaded (a chunk of its own: Stripe's code comes only for
 * a payment that needs it) and how long a settle waits; tests give theirs.
 */
export function paymentDriverWith(
  loadBankStep: () => Promise<AuthenticatePaymentModule>,
  settling: { rounds: number; waitMs: number } = SETTLING,
) {
  return function createPaymentDriver<Paid, Waiting extends BankStepWaiting = WaitingPayment>(
    options: PaymentDriverOptions<Paid, Waiting>,
  ): PaymentDriver<Paid> {
    const { api, locale, intentOf, send, settle, giveUp, onPhase, onWaiting } = options;
    /** The payment that waits for the bank, with the intent (what is bought, with which card) it was sent for. */
    let waiting: { payment: Waiting; intent: IdempotentIntent } | null = null;
    let running = false;
    let stopped = false;

    const isWaiting = (answer: Paid | Waiting): answer is Waiting => waitsForBank(answer);

    function hold(held: { payment: Waiting; intent: IdempotentIntent } | null) {
      waiting = held;
      if (!stopped) onWaiting(held?.payment ?? null);
    }

    function paid(intent: IdempotentIntent, result: Paid): PaymentOutcome<Paid> {
      hold(null);
      intent.complete();
      return { kind: 'paid', paid: result };
    }

    /**
     * The bank's step in Stripe.js, then the api asked how the payment ended (after a Stripe.js
     * error too: the provider decides). While the api still waits for a payment Stripe confirmed,
     * both are asked again a few times.
     */
    async function authenticate(payment: Waiting, intent: IdempotentIntent): Promise<PaymentOutcome<Paid>> {
      onPhase('authenticating');
      let bankStep: AuthenticatePaymentModule;
      try {
        bankStep = await loadBankStep();
      } catch (error) {
        return { kind: 'bank-step-unavailable', error };
      }
      for (let round = 1; ; round++) {
        if (stopped) return STOPPED;
        onPhase('authenticating');
        const result = await bankStep.authenticatePayment({
          api,
          locale,
          clientSecret: payment.payment.client_secret,
          paymentMethodId: payment.payment.payment_method_id,
        });
        if (stopped) return STOPPED;
        onPhase('settling');
        const answer = await settle(payment);
        if (!isWaiting(answer)) return paid(intent, answer);
        if (result.status !== 'succeeded' || round >= settling.rounds)
          return { kind: 'not-authenticated', result };
        await new Promise((resolve) => setTimeout(resolve, settling.waitMs * round));
      }
    }

    /**
     * Another intent (another card, or another thing bought) instead of the one waiting for its
     * bank: that payment is given up first.
     */
    async function giveUpWaiting(held: {
      payment: Waiting;
      intent: IdempotentIntent;
    }): Promise<PaymentOutcome<Paid> | null> {
      const result = await giveUp(held.payment);
      hold(null);
      if (result !== undefined) return paid(held.intent, result);
      held.intent.complete();
      return null;
    }

    async function run(card: string): Promise<PaymentOutcome<Paid>> {
      let intent: IdempotentIntent | null = null;
      let afterBank = false;
      try {
        const held = waiting;
        // One key per intent: a double click, a network retry or a reload sends the same key (and
        // a payment that waits for the bank answers its 202 again); another card or another thing
        // bought is another intent.
        intent = intentOf(card);
        if (held && held.intent.key === intent.key) {
          afterBank = true;
          return await authenticate(held.payment, intent);
        }
        const ended = held ? await giveUpWaiting(held) : null;
        if (ended) {
          // The payment given up had been made: nothing is sent for the new intent.
          intent.complete();
          return ended;
        }
        const answer = await send(card, intent.key);
        if (!isWaiting(answer)) return paid(intent, answer);
        hold({ payment: answer, intent });
        afterBank = true;
        return await authenticate(answer, intent);
      } catch (error) {
        if (stopped) return STOPPED;
        const final = isFinalFailure(error);
        if (final) {
          // Over: nothing waits any more, and the next Pay is a new attempt with a new key.
          hold(null);
          intent?.complete();
        }
        return { kind: 'failed', error, final, afterBank };
      }
    }

    return {
      async pay(card) {
        if (running || stopped) return null;
        running = true;
        onPhase('paying');
        try {
          return await run(card);
        } finally {
          running = false;
          if (!stopped) onPhase('idle');
        }
      },
      stop() {
        stopped = true;
      },
    };
  };
}

/** `mf_payments/payment-driver`. */
export const createPaymentDriver = paymentDriverWith(() => import('../stripe/authenticate-payment.ts'));
