import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeApi, renderWithShell } from 'remote-kit/testing';
import { fakeMfPayments } from 'remote-kit/testing/mf-payments';
import {
  ApiError,
  type ExtensionAuthenticationRequired,
  type ExtensionStatus,
  type Locale,
  type MeetExtensionPreview,
  type Meeting,
  paths,
  type Rate,
} from 'shared-contracts';
import { type LoadRemote, RemoteCatalogGate, type Session } from 'shared-contracts/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogs } from '../../i18n/catalogs.ts';
import { aMeeting, customer } from '../../test/fixtures.ts';
import { ExtensionPanel } from './ExtensionPanel.tsx';

const expert: Session = {
  status: 'signed-in',
  user: {
    id: 7,
    is_expert: true,
    profile_picture: null,
    first_name: 'Ana',
    last_name: 'Torres',
    email: 'a@t.test',
  },
  userType: 'expert',
};

const RATES: Rate[] = [
  { name: 'Express', slug: 'express', duration: 15, price: 20, minprice: 10, fee: 2 },
  { name: 'Short', slug: 'short', duration: 30, price: 35, minprice: 20, fee: 3.5 },
  { name: 'Large', slug: 'large', duration: 60, price: null, minprice: 40, fee: null },
];

const preview = (slug: 'express' | 'short', rate: number): MeetExtensionPreview => ({
  rate: { slug, name: slug === 'express' ? 'Express' : 'Short', duration: slug === 'express' ? 15 : 30 },
  expert: { id: 7, first_name: 'Ana', last_name: 'Torres', role: 'Nutritionist', profile_picture: null },
  meet: { rate, fee: rate / 10, total: rate * 1.1 },
});

const { authenticatePayment, load, loadRemote } = fakeMfPayments();

beforeEach(() => {
  authenticatePayment.mockReset();
  loadRemote.mockImplementation(load);
  sessionStorage.clear();
});

function renderPanel(
  status: ExtensionStatus | null,
  { session = customer, locale = 'en' as Locale, secondsLeft = 240 } = {},
) {
  const meeting = aMeeting({ extension_status: status, access_token: 'old-token' });
  const { api } = fakeApi((path, query) => {
    if (path === paths.expert(7)) return envelope({ id: 7, rates: RATES });
    if (path === paths.meetExtensionPreview(meeting.id))
      return envelope(query?.rate === 'short' ? preview('short', 35) : preview('express', 20));
    throw new ApiError(404, null, 'not found');
  });
  const onExtended = vi.fn();
  const view = renderWithShell(
    <RemoteCatalogGate catalogs={catalogs}>
      <ExtensionPanel meeting={meeting} secondsLeft={secondsLeft} onExtended={onExtended} />
    </RemoteCatalogGate>,
    { api, session, locale, loadRemote: loadRemote as unknown as LoadRemote },
  );
  const push = (extension_status: ExtensionStatus | null) =>
    act(() => view.realtime.publish({ type: 'meeting.extension', meet_id: meeting.id, extension_status }));
  return { ...view, api, meeting, onExtended, push, user: userEvent.setup() };
}

/** From 'Extend this meeting' to the pay step with the express rate chosen. */
async function toPayStep(setup: ReturnType<typeof renderPanel>, rate = 'Express · 15 min') {
  await setup.user.click(await screen.findByRole('button', { name: 'Extend this meeting' }));
  const dialog = await screen.findByRole('dialog', { name: 'Extend this meeting' });
  await setup.user.click(await within(dialog).findByRole('radio', { name: new RegExp(rate) }));
  await within(dialog).findByLabelText('Price of the extension');
  await setup.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await within(dialog).findByRole('radio', { name: 'Visa ending 4242' });
  return dialog;
}

type PostCall = [string, unknown, { idempotencyKey: string } | undefined];
/** Every POST the screen made, as (path, body, options). */
const posts = (setup: ReturnType<typeof renderPanel>) => setup.api.post.mock.calls as unknown as PostCall[];
const lastKey = (setup: ReturnType<typeof renderPanel>) => posts(setup).at(-1)?.[2]?.idempotencyKey;

const extendedMeeting = (meeting: Meeting) => ({
  ...meeting,
  extension_status: null,
  access_token: 'new-token',
  ends_at: '2030-05-14T08:30:00.000Z',
});

/** The api's 202: the extension's payment waits for the bank's step (3-D Secure). */
const waitingForBank = (meeting: Meeting): ExtensionAuthenticationRequired => ({
  meeting_id: meeting.id,
  payment: {
    status: 'requires_action',
    client_secret: 'pi_1_secret_2',
    payment_method_id: 'pm_default',
    expires_at: '2030-05-14T08:20:00.000Z',
  },
});

describe('the extension flow in the room, customer side', () => {
  it("offered: 'you're running out of time' with the minutes left; the request waits for the expert", async () => {
    const setup = renderPanel('CanRequestMeetExtension', { secondsLeft: 239 });
    expect(await screen.findByText("You're running out of time")).toBeTruthy();
    expect(screen.getByText(/4 minutes left\./)).toBeTruthy();
    setup.api.post.mockResolvedValueOnce(
      envelope({ ...setup.meeting, extension_status: 'CustomerRequestedTimeExtension' }),
    );
    await setup.user.click(screen.getByRole('button', { name: 'Request more time' }));
    expect(setup.api.post).toHaveBeenCalledWith(paths.meetExtend(setup.meeting.id), {});
    expect(await screen.findByText('Waiting for Ana to answer your request for more time…')).toBeTruthy();
  });

  it('one minute left reads in the singular; a refused request is told and nothing changes', async () => {
    const setup = renderPanel('CanRequestMeetExtension', { secondsLeft: 50 });
    expect(await screen.findByText(/1 minute left\./)).toBeTruthy();
    setup.api.post.mockRejectedValueOnce(
      new ApiError(409, null, 'The expert or the customer is not free right after this meeting'),
    );
    await setup.user.click(screen.getByRole('button', { name: 'Request more time' }));
    await waitFor(() =>
      expect(setup.notify.error).toHaveBeenCalledWith(
        'The expert or the customer is not free right after this meeting',
      ),
    );
    expect(screen.getByRole('button', { name: 'Request more time' })).toBeTruthy();
  });

  it('the expert says no: the customer is told the call ends on time, and can dismiss it', async () => {
    const setup = renderPanel('CustomerRequestedTimeExtension');
    await screen.findByText(/Waiting for Ana/);
    setup.push(null);
    expect(screen.getByText('Ana is busy right after this meeting: the call ends on time.')).toBeTruthy();
    await setup.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Ana is busy/)).toBeNull();
  });

  it("the expert says yes: 'Extend this meeting', rates with their price, then the card and Pay with one key", async () => {
    const setup = renderPanel('CustomerRequestedTimeExtension');
    await screen.findByText(/Waiting for Ana/);
    setup.push('AcceptedMeetingExtension');
    expect(screen.getByText('Ana is available for more time')).toBeTruthy();
    await setup.user.click(screen.getByRole('button', { name: 'Extend this meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend this meeting' });
    // Only rates with a price are offered; nothing to continue with before one is chosen.
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
    await setup.user.click(within(dialog).getByRole('radio', { name: /Short · 30 min/ }));
    const quote = await within(dialog).findByLabelText('Price of the extension');
    expect(quote.textContent).toContain('$35.00');
    expect(quote.textContent).toContain('$3.50');
    expect(quote.textContent).toContain('$38.50');
    await setup.user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await within(dialog).findByRole('radio', { name: 'Visa ending 4242' });
    setup.api.post.mockResolvedValueOnce({
      ...envelope(extendedMeeting(setup.meeting)),
      message: 'Meeting extended',
    });
    await setup.user.click(within(dialog).getByRole('button', { name: 'Pay $38.50' }));
    await waitFor(() => expect(setup.onExtended).toHaveBeenCalled());
    const [path, body] = posts(setup).at(-1) ?? [];
    expect(path).toBe(paths.meetExtensionPayment(setup.meeting.id));
    expect(body).toEqual({ payment_method_id: 'pm_default', rate: 'short' });
    expect(lastKey(setup)).toMatch(/\S{8,}/);
    expect(setup.onExtended.mock.calls[0]?.[0].access_token).toBe('new-token');
    expect(setup.notify.success).toHaveBeenCalledWith('Meeting extended');
  });

  it("a refused card: 'Something was wrong' with the api's message; Pay again is a new attempt with a new key", async () => {
    const setup = renderPanel('AcceptedMeetingExtension');
    const dialog = await toPayStep(setup);
    setup.api.post.mockRejectedValueOnce(new ApiError(402, null, 'Your card was declined.'));
    await setup.user.click(within(dialog).getByRole('button', { name: 'Pay $22.00' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Something was wrong')).toBeTruthy();
    expect(within(alert).getByText('Your card was declined.')).toBeTruthy();
    const firstKey = lastKey(setup);
    setup.api.post.mockResolvedValueOnce(envelope(extendedMeeting(setup.meeting)));
    await setup.user.click(within(dialog).getByRole('button', { name: 'Pay $22.00' }));
    await waitFor(() => expect(setup.onExtended).toHaveBeenCalled());
    expect(lastKey(setup)).toEqual(expect.any(String));
    expect(lastKey(setup)).not.toBe(firstKey);
  });

  it('no answer from the api: told to check the connection; Pay again repeats the same key', async () => {
    const setup = renderPanel('AcceptedMeetingExtension');
    const dialog = await toPayStep(setup);
    setup.api.post.mockRejectedValueOnce(new ApiError(0, null, 'Failed to fetch'));
    await setup.user.click(within(dialog).getByRole('button', { name: 'Pay $22.00' }));
    expect(await within(dialog).findByText('The payment could not be sent')).toBeTruthy();
    setup.api.post.mockResolvedValueOnce(envelope(extendedMeeting(setup.meeting)));
    await setup.user.click(within(dialog).getByRole('button', { name: 'Pay $22.00' }));
    await waitFor(() => expect(setup.onExtended).toHaveBeenCalled());
    const keys = posts(setup).map((call) => call[2]?.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[0]).toBe(keys[1]);
  });

  it("the bank's step (3-D Secure) through mf_payments, then the api settles it: extended", async () => {
    const setup = renderPanel('AcceptedMeetingExtension');
    const dialog = await toPayStep(setup);
    const waiting = waitingForBank(setup.meeting);
    let finish: (value: { status: 'succeeded' }) => void = () => {};
    authenticatePayment.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    setup.api.post
      .mockResolvedValueOnce({ ...envelope(waiting), message: 'Your bank asks you to confirm this payment' })
      .mockResolvedValueOnce(envelope(extendedMeeting(setup.meeting)));
    await setup.user.click(within(dialog).getByRole('button', { name: 'Pay $22.00' }));
    expect(await within(dialog).findByText('Confirm the payment with your bank')).toBeTruthy();
    expect(authenticatePayment).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'pi_1_secret_2', paymentMethodId: 'pm_default' }),
    );
    await act(async () => finish({ status: 'succeeded' }));
    await waitFor(() => expect(setup.onExtended).toHaveBeenCalled());
    expect(setup.api.post).toHaveBeenLastCalledWith(paths.meetExtensionAuthentication(setup.meeting.id));
  });

  it("the bank's step cannot be loaded: told the payment waits, not that it was not sent; Pay opens the step again", async () => {
    const setup = renderPanel('AcceptedMeetingExtension');
    const dialog = await toPayStep(setup);
    const waiting = waitingForBank(setup.meeting);
    loadRemote.mockImplementation(async (remote, module) => {
      if (module === './authenticate-payment') throw new Error('mf_payments is down');
      return load(remote, module);
    });
    setup.api.post.mockResolvedValueOnce(envelope(waiting));
    await setup.user.click(within(dialog).getByRole('button', { name: 'Pay $22.00' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText("Your bank's step could not be opened")).toBeTruthy();
    expect(
      within(alert).getByText('Your payment is waiting for it. Press Pay to open it again.'),
    ).toBeTruthy();
    expect(authenticatePayment).not.toHaveBeenCalled();

    loadRemote.mockImplementation(load);
    authenticatePayment.mockResolvedValueOnce({ status: 'succeeded' });
    setup.api.post.mockResolvedValueOnce(envelope(extendedMeeting(setup.meeting)));
    await setup.user.click(within(dialog).getByRole('button', { name: 'Pay $22.00' }));
    await waitFor(() => expect(setup.onExtended).toHaveBeenCalled());
    expect(authenticatePayment).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'pi_1_secret_2' }),
    );
    // The waiting payment was taken up again, not paid a second time.
    expect(
      posts(setup).filter(([path]) => path === paths.meetExtensionPayment(setup.meeting.id)),
    ).toHaveLength(1);
  });

  it("the bank refuses its step: told so, with Stripe's message; nothing extended", async () => {
    const setup = renderPanel('AcceptedMeetingExtension');
    const dialog = await toPayStep(setup);
    const waiting = waitingForBank(setup.meeting);
    authenticatePayment.mockResolvedValueOnce({
      status: 'failed',
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method.',
    });
    setup.api.post.mockResolvedValueOnce(envelope(waiting)).mockResolvedValueOnce(envelope(waiting));
    await setup.user.click(within(dialog).getByRole('button', { name: 'Pay $22.00' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Your bank did not confirm the payment')).toBeTruthy();
    expect(within(alert).getByText('We are unable to authenticate your payment method.')).toBeTruthy();
    expect(setup.onExtended).not.toHaveBeenCalled();
  });

  it('in Spanish: the offer, the request and the dialog', async () => {
    const setup = renderPanel('CanRequestMeetExtension', { locale: 'es', secondsLeft: 180 });
    expect(await screen.findByText('Se te acaba el tiempo')).toBeTruthy();
    expect(screen.getByText(/Quedan 3 minutos\./)).toBeTruthy();
    setup.push('AcceptedMeetingExtension');
    expect(screen.getByText('Ana está disponible para más tiempo')).toBeTruthy();
    await setup.user.click(screen.getByRole('button', { name: 'Extender esta reunión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extender esta reunión' });
    expect(within(dialog).getByText('Selecciona una tarifa')).toBeTruthy();
    expect(within(dialog).getByRole('radiogroup', { name: '¿Cuánto tiempo más?' })).toBeTruthy();
  });
});

describe('the extension flow in the room, expert side', () => {
  it("asked for more time: 'Yes, I am available' accepts it", async () => {
    const setup = renderPanel(null, { session: expert });
    expect(screen.queryByRole('alert')).toBeNull();
    setup.push('CustomerRequestedTimeExtension');
    expect(await screen.findByText('Ben asks for more time')).toBeTruthy();
    setup.api.put.mockResolvedValueOnce(
      envelope({ ...setup.meeting, extension_status: 'AcceptedMeetingExtension' }),
    );
    await setup.user.click(screen.getByRole('button', { name: 'Yes, I am available' }));
    expect(setup.api.put).toHaveBeenCalledWith(paths.meetExtend(setup.meeting.id), { confirm: 1 });
    expect(await screen.findByText('You accepted: the meeting is extended once Ben pays.')).toBeTruthy();
  });

  it("'No, I am busy' declines it: the prompt goes away", async () => {
    const setup = renderPanel('CustomerRequestedTimeExtension', { session: expert });
    setup.api.put.mockResolvedValueOnce(envelope({ ...setup.meeting, extension_status: null }));
    await setup.user.click(await screen.findByRole('button', { name: 'No, I am busy' }));
    expect(setup.api.put).toHaveBeenCalledWith(paths.meetExtend(setup.meeting.id), { confirm: 0 });
    await waitFor(() => expect(screen.queryByText('Ben asks for more time')).toBeNull());
  });

  it('in Spanish', async () => {
    renderPanel('CustomerRequestedTimeExtension', { session: expert, locale: 'es' });
    expect(await screen.findByText('Ben pide más tiempo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sí, estoy disponible' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No, estoy ocupado' })).toBeTruthy();
  });
});
