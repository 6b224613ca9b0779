import { isTimeZone, readDate } from '../format/dates.ts';

/**
 * The booking's state lives in the URL (`?rate=&tz=&date=&hour=&step=checkout`, then
 * `?step=received&meeting=`), so a reload, Back and a shared link land on the same step with the
 * same choices.
 *
 * Dates across zones: `date` and `hour` are read in the customer's chosen zone (`tz`, else the
 * profile's zone). The day picked is a calendar day of that zone and the hours offered are the
 * slots that start on that day there (availability and days are asked with `timezone`), whichever
 * expert-local dates they fall on. Switching the zone keeps the day (the same calendar day of the
 * new zone) and drops the hour, whose meaning changed. The expert's date and hour, which the hold,
 * the quote and the booking take, are read from the chosen slot, never stored.
 */
export interface BookingSearch {
  /** The rate's slug. */
  rate: string | null;
  /** The chosen IANA zone; null: the profile's zone (an unknown zone in the URL reads as null). */
  tz: string | null;
  /** yyyy-MM-dd, a calendar day in the chosen zone. */
  date: string | null;
  /** HH:mm, the slot's start in the chosen zone. */
  hour: string | null;
  step: 'slot' | 'checkout' | 'received';
  /** The booked meeting whose 'Request Received' dialog is shown (step `received`). */
  meeting: number | null;
}

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
const MEETING = /^[1-9]\d{0,9}$/;

export function readBookingSearch(search: URLSearchParams): BookingSearch {
  const rate = search.get('rate');
  const tzValue = search.get('tz');
  const tz = isTimeZone(tzValue) ? tzValue : null;
  const date = readDate(search.get('date'));
  const hourValue = search.get('hour');
  const hour = hourValue && HOUR.test(hourValue) && date ? hourValue : null;
  const meetingValue = search.get('meeting') ?? '';
  const meeting = MEETING.test(meetingValue) ? Number(meetingValue) : null;
  const asked = search.get('step');
  const step =
    asked === 'received' && meeting !== null
      ? 'received'
      : asked === 'checkout' && rate && date && hour
        ? 'checkout'
        : 'slot';
  return { rate: rate || null, tz, date, hour, step, meeting: step === 'received' ? meeting : null };
}

export function bookingSearchParams(state: BookingSearch): URLSearchParams {
  const search = new URLSearchParams();
  if (state.rate) search.set('rate', state.rate);
  if (state.tz) search.set('tz', state.tz);
  if (state.date) search.set('date', state.date);
  if (state.hour) search.set('hour', state.hour);
  if (state.step === 'checkout') search.set('step', 'checkout');
  if (state.step === 'received' && state.meeting !== null) {
    search.set('step', 'received');
    search.set('meeting', String(state.meeting));
  }
  return search;
}
