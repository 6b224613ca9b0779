// The booking route as its screen tests render it: the fake api's answers, mf_payments' fake, the helpers.
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { envelope, fakeApi, renderWithShell } from 'remote-kit/testing';
import { fakeMfPayments } from 'remote-kit/testing/mf-payments';
import {
  ApiError,
  type AuthenticatePaymentModule,
  type BookingAuthenticationRequired,
  type Locale,
  type PostOptions,
  paths,
} from 'shared-contracts';
import type { LoadRemote, Session } from 'shared-contracts/react';
import { expect, vi } from 'vitest';
import { anExpert, aQuote, aSlot } from '../test/fixtures.ts';
import Booking from './Booking.tsx';

export const DATE = '2030-05-14';
export const BASE = '/customer/app/experts/7/booking';

const customer: Session = {
  status: 'signed-in',
  user: {
    id: 1,
    is_expert: false,
    profile_picture: null,
    first_name: 'Ben',
    last_name: 'Ruiz',
    email: 'b@c.test',
  },
  userType: 'customer',
};

/** mf_payments' card picker and bank's step: each test says how the bank's step ends. */
export const { authenticatePayment, load: loadMfPayments, loadRemote } = fakeMfPayments();

export interface Setup {
  url?: string;
  locale?: Locale;
  slots?: () => unknown;
  quote?: () => unknown;
  days?: (month: string) => unknown;
  hold?: () => unknown;
  /** The customer's profile zone (null: the profile cannot be read). */
  profileZone?: string | null;
  put?: (path: string, body: unknown) => unknown;
}

/** The days answer of a month: every date free unless told. */
export function daysOf(month: string, days: string[] = [DATE], nextAvailable: string | null = DATE) {
  return envelope({ month, days, next_available: nextAvailable });
}

/** A hold of `hour` on DATE for five minutes from now. */
export function aHold(hour = '10:00', seconds = 300) {
  return envelope({ ...aSlot(DATE, hour), expires_at: new Date(Date.now() + seconds * 1000).toISOString() });
}

export function renderBooking({
  url = `${BASE}?rate=express&date=${DATE}`,
  locale = 'en',
  slots,
  quote,
  days,
  hold,
  profileZone = 'Europe/Madrid',
  put,
}: Setup = {}) {
  const { api, get } = fakeApi((path, query) => {
    if (path === paths.bookingDays(7)) {
      const month = String(query?.month);
      return days ? days(month) : daysOf(month);
    }
    if (path === paths.expert(7)) return envelope(anExpert());
    if (path === paths.customerProfile) {
      if (profileZone === null) throw new ApiError(500, { message: 'Down' }, 'Down');
      return envelope({ id: 1, timezone: profileZone });
    }
    if (path === paths.bookingAvailability(7)) {
      if (slots) return slots();
      return envelope([aSlot(DATE, '10:00'), aSlot(DATE, '10:15')]);
    }
    if (path === paths.bookingPreview(7)) {
      if (quote) return quote();
      return envelope(aQuote(DATE, String(query?.start_time)));
    }
    throw new ApiError(404, { message: 'Not found' }, 'Not found');
  });
  /** POST /booking/{id} (the payment); the hold answers from `hold`. */
  const book = vi.fn();
  /** POST /booking/meets/{id}/authentication: how the api settles a payment after the bank's step. */
  const settle = vi.fn();
  api.post.mockImplementation(async (path: string, ...rest: unknown[]) => {
    if (path === paths.bookingHold(7))
      return hold ? hold() : aHold(String((rest[0] as { start_time: string }).start_time));
    if (/^booking\/meets\/\d+\/authentication$/.test(path)) return settle(path, ...rest);
    return book(path, ...rest);
  });
  api.delete.mockResolvedValue(envelope(null));
  if (put) api.put.mockImplementation(async (path: string, body: unknown) => put(path, body));
  const view = renderWithShell(
    <Booking expertId={7} homePath="/customer/app" expertPath="/customer/app/experts/7" />,
    {
      api,
      locale,
      url,
      session: customer,
      loadRemote: loadRemote as unknown as LoadRemote,
    },
  );
  return { ...view, api, get, book, settle };
}

export const sentKeys = (book: ReturnType<typeof renderBooking>['book']) =>
  book.mock.calls.map((call) => (call[2] as PostOptions | undefined)?.idempotencyKey);

export const availabilityCalls = (get: ReturnType<typeof fakeApi>['get']) =>
  get.mock.calls.filter(([path]) => path === paths.bookingAvailability(7));

export async function toCheckout(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: '17:00 – 17:15' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return paySoon(/Pay \$22\.00/);
}

/** The Pay button once mf_payments' picker has preselected the default card. */
export async function paySoon(name: RegExp) {
  await waitFor(() =>
    expect(screen.getByRole('radio', { name: 'Visa ending 4242' })).toHaveProperty('checked', true),
  );
  return screen.getByRole('button', { name });
}

/** Before each test: storage empty, mf_payments loaded as the shell would, no bank's step planned. */
export function resetBookingFakes() {
  sessionStorage.clear();
  authenticatePayment.mockReset();
  loadRemote.mockReset();
  loadRemote.mockImplementation(loadMfPayments);
}

/** A day of the open date picker, by its label ('14 May 2030'). */
export function pickerDay(label: string): HTMLButtonElement {
  const day = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  if (!day) throw new Error(`no day ${label}`);
  return day;
}

export const daysCalls = (get: ReturnType<typeof fakeApi>['get']) =>
  get.mock.calls.filter(([path]) => path === paths.bookingDays(7)).map(([, query]) => query);

export const holdCalls = (api: ReturnType<typeof fakeApi>['api']) =>
  api.post.mock.calls.filter(([path]) => path === paths.bookingHold(7));

/** The api's 202: meeting 55 held unpaid until the customer's bank confirms the payment. */
export function needsAuthentication(paymentMethodId = 'pm_default') {
  return {
    message: 'Your bank asks you to confirm this payment',
    data: {
      meeting_id: 55,
      payment: {
        status: 'requires_action',
        client_secret: 'pi_55_secret_x',
        payment_method_id: paymentMethodId,
        expires_at: new Date(Date.now() + 300_000).toISOString(),
      },
    } satisfies BookingAuthenticationRequired,
  };
}

/** The bank's step, ended when the test says. */
export function bankStepPending() {
  let end: (result: Awaited<ReturnType<AuthenticatePaymentModule['authenticatePayment']>>) => void = () => {};
  authenticatePayment.mockReturnValueOnce(new Promise((resolve) => (end = resolve)));
  return (result: Parameters<typeof end>[0]) => end(result);
}

export const CHECKOUT = `${BASE}?rate=express&date=${DATE}&hour=17:00&step=checkout`;
export const settleCalls = (settle: ReturnType<typeof renderBooking>['settle']) =>
  settle.mock.calls.map(([path]) => path);
