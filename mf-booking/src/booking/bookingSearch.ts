import { readDate } from '../format/dates.ts';

/**
 * The booking's state lives in the URL (`?rate=&date=&hour=&step=checkout`), so a reload, Back
 * and a shared link land on the same step with the same choices.
 */
export interface BookingSearch {
  /** The rate's slug. */
  rate: string | null;
  /** yyyy-MM-dd, the expert's local date. */
  date: string | null;
  /** HH:mm, the slot's start in the expert's zone. */
  hour: string | null;
  step: 'slot' | 'checkout';
}

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

export function readBookingSearch(search: URLSearchParams): BookingSearch {
  const rate = search.get('rate');
  const date = readDate(search.get('date'));
  const hourValue = search.get('hour');
  const hour = hourValue && HOUR.test(hourValue) && date ? hourValue : null;
  const step = search.get('step') === 'checkout' && rate && date && hour ? 'checkout' : 'slot';
  return { rate: rate || null, date, hour, step };
}

export function bookingSearchParams(state: BookingSearch): URLSearchParams {
  const search = new URLSearchParams();
  if (state.rate) search.set('rate', state.rate);
  if (state.date) search.set('date', state.date);
  if (state.hour) search.set('hour', state.hour);
  if (state.step === 'checkout') search.set('step', 'checkout');
  return search;
}
