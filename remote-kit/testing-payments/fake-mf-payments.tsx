import { Radio } from '@mantine/core';
import { paymentDriverWith } from 'mf-payments/payment-driver';
import { useEffect } from 'react';
import type { AuthenticatePaymentModule, CardPickerProps, RemoteModules } from 'shared-contracts';
import { vi } from 'vitest';

/** mf_payments' CardPicker as the real one behaves: the default card preselected on load. */
export function FakeCardPicker({ value, onChange }: CardPickerProps) {
  useEffect(() => {
    if (!value) onChange('pm_default');
  }, [value, onChange]);
  return (
    <Radio.Group value={value} onChange={onChange} label="Pay with">
      <Radio value="pm_default" label="Visa ending 4242" />
      <Radio value="pm_other" label="Mastercard ending 4444" />
    </Radio.Group>
  );
}

/**
 * mf_payments as the shell loads it for a paying screen's tests: the card picker above, its real
 * payment driver, and the bank's step (`authenticatePayment`, a mock each test tells how it ends),
 * which the driver loads through `loadRemote` (so a test can make it fail to load). `settling`
 * sets how long the driver waits between settles. Pass `loadRemote` (as the context's
 * `LoadRemote`) to `renderWithShell`; `load` restores it after a test replaced it.
 */
export function fakeMfPayments() {
  const authenticatePayment = vi.fn<AuthenticatePaymentModule['authenticatePayment']>();
  const settling = { rounds: 3, waitMs: 5 };
  const driver: RemoteModules['mf_payments']['./payment-driver'] = {
    createPaymentDriver: paymentDriverWith(
      async () => (await loadRemote('mf_payments', './authenticate-payment')) as AuthenticatePaymentModule,
      settling,
    ),
  };
  const load = async (_remote: string, module: string) =>
    module === './authenticate-payment'
      ? { authenticatePayment }
      : module === './payment-driver'
        ? driver
        : { default: FakeCardPicker };
  const loadRemote = vi.fn(load);
  return { authenticatePayment, settling, load, loadRemote };
}
