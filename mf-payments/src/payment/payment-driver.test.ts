import { fakeApi } from 'remote-kit/testing';
import {
  ApiError,
  type AuthenticatePaymentModule,
  type IdempotentIntent,
  type PaymentFlow,
  type PaymentPhase,
  type WaitingPayment,
} from 'shared-contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentDriverWith } from './payment-driver.ts';

interface Paid {
  id: number;
}

const waitingFor = (card: string, meetingId = 55): WaitingPayment => ({
  meeting_id: meetingId,
  payment: {
    status: 'requires_action',
    client_secret: `pi_${meetingId}_secret`,
    payment_method_id: card,
    expires_at: '2026-12-01T10:15:00Z',
  },
});

const authenticatePayment = vi.fn<AuthenticatePaymentModule['authenticatePayment']>();
const loadBankStep = vi.fn(async (): Promise<AuthenticatePaymentModule> => ({ authenticatePayment }));
/** Keys by card, as idempotentIntent keeps them: the same until completed. */
const keys = new Map<string, number>();
const completed = vi.fn<(card: string) => void>();
const flow = {
  intentOf: vi.fn(
    (card: string): IdempotentIntent => ({
      key: `key-${card}-${keys.get(card) ?? 0}`,
      complete() {
        keys.set(card, (keys.get(card) ?? 0) + 1);
        completed(card);
      },
    }),
  ),
  send: vi.fn<PaymentFlow<Paid>['send']>(),
  settle: vi.fn<PaymentFlow<Paid>['settle']>(),
  giveUp: vi.fn<PaymentFlow<Paid>['giveUp']>(),
};
const phases: PaymentPhase[] = [];
const waits: (WaitingPayment | null)[] = [];

function driver() {
  return paymentDriverWith(loadBankStep, { rounds: 3, waitMs: 1 })<Paid>({
    ...flow,
    api: fakeApi().api,
    locale: 'en',
    onPhase: (phase) => phases.push(phase),
    onWaiting: (waiting) => waits.push(waiting),
  });
}

beforeEach(() => {
  vi.resetAllMocks();
  keys.clear();
  phases.length = 0;
  waits.length = 0;
  loadBankStep.mockImplementation(async () => ({ authenticatePayment }));
});

describe('the payment driver', () => {
  it('paying → paid: one send with the intent’s key, the intent completed', async () => {
    flow.send.mockResolvedValue({ id: 7 });
    expect(await driver().pay('pm_a')).toEqual({ kind: 'paid', paid: { id: 7 } });
    expect(flow.send).toHaveBeenCalledExactlyOnceWith('pm_a', 'key-pm_a-0');
    expect(completed).toHaveBeenCalledExactlyOnceWith('pm_a');
    expect(phases).toEqual(['paying', 'idle']);
    expect(loadBankStep).not.toHaveBeenCalled();
  });

  it('a second Pay while one runs is refused (null), and nothing is sent twice', async () => {
    let answer: (paid: Paid) => void = () => {};
    flow.send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const payments = driver();
    const first = payments.pay('pm_a');
    expect(await payments.pay('pm_a')).toBeNull();
    answer({ id: 7 });
    expect((await first)?.kind).toBe('paid');
    expect(flow.send).toHaveBeenCalledOnce();
  });

  it('paying → bank step → settling → paid: the waiting payment told, then cleared', async () => {
    flow.send.mockResolvedValue(waitingFor('pm_a'));
    authenticatePayment.mockResolvedValue({ status: 'succeeded' });
    flow.settle.mockResolvedValue({ id: 55 });
    expect(await driver().pay('pm_a')).toEqual({ kind: 'paid', paid: { id: 55 } });
    expect(authenticatePayment).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'pi_55_secret', paymentMethodId: 'pm_a', locale: 'en' }),
    );
    expect(waits).toEqual([waitingFor('pm_a'), null]);
    expect(phases).toEqual(['paying', 'authenticating', 'authenticating', 'settling', 'idle']);
    expect(completed).toHaveBeenCalledOnce();
  });

  it('a payment Stripe confirmed that the api still waits for is asked again, then left waiting', async () => {
    flow.send.mockResolvedValue(waitingFor('pm_a'));
    authenticatePayment.mockResolvedValue({ status: 'succeeded' });
    flow.settle.mockResolvedValue(waitingFor('pm_a'));
    expect(await driver().pay('pm_a')).toEqual({
      kind: 'not-authenticated',
      result: { status: 'succeeded' },
    });
    expect(flow.settle).toHaveBeenCalledTimes(3);
    expect(completed).not.toHaveBeenCalled();
    expect(waits).toEqual([waitingFor('pm_a')]);
  });

  it('a refused bank step is settled once and left waiting; Pay with the same card opens the step again, no new send', async () => {
    flow.send.mockResolvedValue(waitingFor('pm_a'));
    authenticatePayment.mockResolvedValueOnce({
      status: 'failed',
      code: 'auth_failure',
      message: 'Declined by bank',
    });
    flow.settle.mockResolvedValueOnce(waitingFor('pm_a'));
    const payments = driver();
    expect(await payments.pay('pm_a')).toEqual({
      kind: 'not-authenticated',
      result: { status: 'failed', code: 'auth_failure', message: 'Declined by bank' },
    });
    expect(flow.settle).toHaveBeenCalledOnce();

    authenticatePayment.mockResolvedValueOnce({ status: 'succeeded' });
    flow.settle.mockResolvedValueOnce({ id: 55 });
    expect(await payments.pay('pm_a')).toEqual({ kind: 'paid', paid: { id: 55 } });
    expect(flow.send).toHaveBeenCalledOnce();
  });

  it('another card while a payment waits gives that one up first, then pays with a key of its own', async () => {
    flow.send.mockResolvedValueOnce(waitingFor('pm_a'));
    authenticatePayment.mockResolvedValue({ status: 'failed', code: null, message: '' });
    flow.settle.mockResolvedValue(waitingFor('pm_a'));
    const payments = driver();
    await payments.pay('pm_a');

    flow.giveUp.mockResolvedValue(undefined);
    flow.send.mockResolvedValueOnce({ id: 9 });
    expect(await payments.pay('pm_b')).toEqual({ kind: 'paid', paid: { id: 9 } });
    expect(flow.giveUp).toHaveBeenCalledExactlyOnceWith(waitingFor('pm_a'));
    expect(flow.send).toHaveBeenLastCalledWith('pm_b', 'key-pm_b-0');
    expect(completed.mock.calls).toEqual([['pm_a'], ['pm_b']]);
  });

  it('the same card for another thing bought (another intent) gives the waiting payment up first', async () => {
    // A plan chosen again with the card its first choice waits on: that first one must not be
    // opened again, it is given up, and the new choice is sent with a key of its own.
    let bought = 'pro-monthly';
    flow.intentOf.mockImplementation((card) => ({
      key: `key-${bought}-${card}`,
      complete: () => completed(card),
    }));
    flow.send.mockResolvedValueOnce(waitingFor('pm_a'));
    authenticatePayment.mockResolvedValue({ status: 'failed', code: null, message: '' });
    flow.settle.mockResolvedValue(waitingFor('pm_a'));
    const payments = driver();
    await payments.pay('pm_a');
    expect(authenticatePayment).toHaveBeenCalledOnce();

    bought = 'pro-yearly';
    flow.giveUp.mockResolvedValue(undefined);
    flow.send.mockResolvedValueOnce({ id: 12 });
    expect(await payments.pay('pm_a')).toEqual({ kind: 'paid', paid: { id: 12 } });
    expect(flow.giveUp).toHaveBeenCalledExactlyOnceWith(waitingFor('pm_a'));
    expect(flow.send).toHaveBeenLastCalledWith('pm_a', 'key-pro-yearly-pm_a');
    expect(authenticatePayment).toHaveBeenCalledOnce();
  });

  it('a payment given up that had been paid meanwhile is the outcome: nothing more is sent', async () => {
    flow.send.mockResolvedValueOnce(waitingFor('pm_a'));
    authenticatePayment.mockResolvedValue({ status: 'failed', code: null, message: '' });
    flow.settle.mockResolvedValue(waitingFor('pm_a'));
    const payments = driver();
    await payments.pay('pm_a');

    flow.giveUp.mockResolvedValue({ id: 55 });
    expect(await payments.pay('pm_b')).toEqual({ kind: 'paid', paid: { id: 55 } });
    expect(flow.send).toHaveBeenCalledOnce();
  });

  it.each([
    ['a declined card (402)', new ApiError(402, {}, 'Your card was declined.'), true],
    ['a card it cannot use (422)', new ApiError(422, { data: { payment_method_id: ['x'] } }, 'x'), true],
    ['the time taken (409)', new ApiError(409, { error: { code: 'slotTaken' } }, 'Taken'), true],
    [
      'the same payment in progress (409)',
      new ApiError(409, { error: { code: 'bookingInProgress' } }, 'Wait'),
      false,
    ],
    ['the provider down (503)', new ApiError(503, {}, 'Try later'), false],
    ['no answer', new ApiError(0, null, 'Network error'), false],
    ['a thrown error', new TypeError('Failed to fetch'), false],
  ])(
    '%s fails; final: %s (a final one completes the intent, the next Pay has a new key)',
    async (_, error, final) => {
      flow.send.mockRejectedValueOnce(error).mockResolvedValueOnce({ id: 1 });
      const payments = driver();
      expect(await payments.pay('pm_a')).toEqual({ kind: 'failed', error, final, afterBank: false });
      expect(completed).toHaveBeenCalledTimes(final ? 1 : 0);
      await payments.pay('pm_a');
      expect(flow.send).toHaveBeenLastCalledWith('pm_a', final ? 'key-pm_a-1' : 'key-pm_a-0');
    },
  );

  it('a refusal while settling the bank step is marked after the bank, and nothing waits any more', async () => {
    flow.send.mockResolvedValue(waitingFor('pm_a'));
    authenticatePayment.mockResolvedValue({ status: 'succeeded' });
    const refused = new ApiError(402, {}, 'Your bank did not confirm it.');
    flow.settle.mockRejectedValue(refused);
    expect(await driver().pay('pm_a')).toEqual({
      kind: 'failed',
      error: refused,
      final: true,
      afterBank: true,
    });
    expect(waits).toEqual([waitingFor('pm_a'), null]);
  });

  it('the bank step that cannot be loaded leaves the payment waiting; Pay loads it again and settles', async () => {
    flow.send.mockResolvedValue(waitingFor('pm_a'));
    const offline = new Error('offline');
    loadBankStep.mockRejectedValueOnce(offline);
    const payments = driver();
    expect(await payments.pay('pm_a')).toEqual({ kind: 'bank-step-unavailable', error: offline });
    expect(waits).toEqual([waitingFor('pm_a')]);

    authenticatePayment.mockResolvedValue({ status: 'succeeded' });
    flow.settle.mockResolvedValue({ id: 55 });
    expect(await payments.pay('pm_a')).toEqual({ kind: 'paid', paid: { id: 55 } });
    expect(flow.send).toHaveBeenCalledOnce();
  });

  it('stopped during the bank step: nothing more is asked, and later Pays are refused', async () => {
    flow.send.mockResolvedValue(waitingFor('pm_a'));
    let endStep: () => void = () => {};
    authenticatePayment.mockReturnValue(
      new Promise((resolve) => (endStep = () => resolve({ status: 'succeeded' }))),
    );
    const payments = driver();
    const paying = payments.pay('pm_a');
    await vi.waitFor(() => expect(authenticatePayment).toHaveBeenCalled());
    payments.stop();
    endStep();
    expect(await paying).toEqual({ kind: 'stopped' });
    expect(flow.settle).not.toHaveBeenCalled();
    expect(await payments.pay('pm_a')).toBeNull();
    expect(phases.at(-1)).not.toBe('idle');
  });
});
