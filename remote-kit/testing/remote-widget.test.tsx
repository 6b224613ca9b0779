import { Button, Text } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CardPickerProps } from 'shared-contracts';
import { RemoteLoadError } from 'shared-contracts';
import { type LoadRemote, RemoteView, RemoteWidget } from 'shared-contracts/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './fake-api.ts';
import { renderWithShell } from './render-with-shell.tsx';

/** The outer remote's screen: its own form, with the inner remote's card picker inside. */
function Checkout() {
  const [card, setCard] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  return (
    <section>
      <Text>Checkout total $55.00</Text>
      <RemoteWidget remote="mf_payments" module="./CardPicker" props={{ value: card, onChange: setCard }} />
      <Button onClick={() => setPaid(true)}>Pay</Button>
      {paid ? <Text>Paid</Text> : null}
    </section>
  );
}

function CardPicker({ value, onChange }: CardPickerProps) {
  return (
    <Button onClick={() => onChange('pm_visa')} aria-pressed={value === 'pm_visa'}>
      Visa •••• 4242
    </Button>
  );
}

/**
 * Two remotes behind one `loadRemote`, as the shell's runtime serves them: the outer one's module
 * always loads; the inner one (mf_payments) is down until `innerUp()`.
 */
function twoRemotes(innerAnswer: Promise<void> = Promise.resolve()) {
  let innerDown = true;
  const load = vi.fn(async (remote: string, module: string) => {
    if (remote === 'mf_payments') {
      await innerAnswer;
      if (innerDown) throw new RemoteLoadError(remote, `${remote}/${module}`, new Error('502'));
      return { default: CardPicker };
    }
    return { default: Checkout };
  });
  return { loadRemote: load as unknown as LoadRemote, load, innerUp: () => (innerDown = false) };
}

function OuterRoute() {
  // Any exposed component of the outer remote stands for its checkout screen here.
  return (
    <RemoteView
      remote="mf_discovery"
      module="./CategorySearch"
      props={{ searchPath: '/experts/search' }}
      variant="page"
      loading={<p>Loading page</p>}
    />
  );
}

describe('a remote inside a remote', () => {
  // The boundary logs each failure it catches; here they are the point of the test.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the outer screen working with a Retry in place of the inner widget while its remote is down', async () => {
    const { loadRemote, load, innerUp } = twoRemotes();
    renderWithShell(<OuterRoute />, { api: fakeApi().api, loadRemote });

    expect(await screen.findByText('Checkout total $55.00')).toBeTruthy();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('This section could not be loaded');

    // The outer remote still answers its user.
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByText('Paid')).toBeTruthy();

    innerUp();
    const innerLoads = () => load.mock.calls.filter(([remote]) => remote === 'mf_payments').length;
    const loadsBeforeRetry = innerLoads();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Visa •••• 4242' }));
    expect(screen.getByRole('button', { name: 'Visa •••• 4242' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(innerLoads()).toBeGreaterThan(loadsBeforeRetry);
  });

  it('shows a loading skeleton while the widget loads, and the failure in Spanish', async () => {
    let answer = () => {};
    const { loadRemote } = twoRemotes(new Promise<void>((resolve) => (answer = resolve)));
    renderWithShell(<OuterRoute />, { api: fakeApi().api, loadRemote, locale: 'es' });
    expect(await screen.findByRole('status', { name: 'Cargando…' })).toBeTruthy();
    answer();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.getByText('No se pudo cargar esta sección')).toBeTruthy();
  });
});
