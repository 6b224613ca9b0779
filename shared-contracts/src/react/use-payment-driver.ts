import { useEffect, useRef, useState } from 'react';
import type {
  BankStepWaiting,
  PaymentDriver,
  PaymentFlow,
  PaymentOutcome,
  PaymentPhase,
  WaitingPayment,
} from '../remotes.ts';
import { useShell } from './shell-context.tsx';

/**
 * A paying screen's handle on mf_payments' payment driver (loaded at the first Pay): its phase,
 * and `pay(card)` answering how that Pay ended (null when one is already running). The flow's
 * calls are read at each use, so they may close over the screen's latest render. Leaving the
 * screen stops the driver.
 */
export function usePaymentDriver<Paid, Waiting extends BankStepWaiting = WaitingPayment>(
  flow: PaymentFlow<Paid, Waiting> & { onWaiting?(waiting: Waiting | null): void },
) {
  const { api, locale, loadRemote } = useShell();
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const latest = useRef(flow);
  latest.current = flow;
  const driver = useRef<Promise<PaymentDriver<Paid>> | null>(null);
  const loading = useRef(false);
  const left = useRef(false);

  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      void driver.current?.then((started) => started.stop()).catch(() => undefined);
      driver.current = null;
    };
  }, []);

  function start(): Promise<PaymentDriver<Paid>> {
    driver.current ??= loadRemote('mf_payments', './payment-driver').then((module) =>
      module.createPaymentDriver<Paid, Waiting>({
        api,
        locale,
        intentOf: (card) => latest.current.intentOf(card),
        send: (card, key) => latest.current.send(card, key),
        settle: (waiting) => latest.current.settle(waiting),
        giveUp: (waiting) => latest.current.giveUp(waiting),
        onPhase: (next) => {
          if (!left.current) setPhase(next);
        },
        onWaiting: (waiting) => latest.current.onWaiting?.(waiting),
      }),
    );
    return driver.current;
  }

  async function pay(card: string): Promise<PaymentOutcome<Paid> | null> {
    if (loading.current) return null;
    loading.current = true;
    setPhase('paying');
    let started: PaymentDriver<Paid>;
    try {
      started = await start();
    } catch (error) {
      // The driver could not be loaded: nothing was sent, and the next Pay loads it again.
      driver.current = null;
      if (!left.current) setPhase('idle');
      return { kind: 'driver-unavailable', error };
    } finally {
      loading.current = false;
    }
    return started.pay(card);
  }

  return { phase, pay };
}
