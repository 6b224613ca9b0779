import { Radio } from '@mantine/core';
import { useEffect } from 'react';
import type { AuthenticatePaymentModule, CardPickerProps } from 'shared-contracts';
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
 * mf_payments as the shell loads it for a paying screen's tests: the card picker above, and the
 * bank's step (`authenticatePayment`, a mock each test tells how it ends). Pass `loadRemote` (as
 * the context's `LoadRemote`) to `renderWithShell`; `load` restores it after a test replaced it.
 */
export function fakeMfPayments() {
  const authenticatePayment = vi.fn<AuthenticatePaymentModule['authenticatePayment']>();
  const load = async (_remote: string, module: string) =>
    module === './authenticate-payment' ? { authenticatePayment } : { default: FakeCardPicker };
  return { authenticatePayment, load, loadRemote: vi.fn(load) };
}
