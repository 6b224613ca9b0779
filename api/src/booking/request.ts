import { createHash } from 'node:crypto';
import { type BookingCreateInput, type Locale, translate } from 'shared-contracts';
import { validationError } from '../http/errors.ts';

/** `HH:mm` of the requested start (`HH:mm` or `yyyy-MM-dd HH:mm`). */
const startClock = (startTime: string) => startTime.slice(-5);

/** Hash of what decides the booking (the ignored echo fields are left out). */
export function requestHash(expertId: number, body: BookingCreateInput): string {
  const decisive = {
    expert_id: expertId,
    date: body.date,
    rate: body.rate,
    start_time: startClock(body.start_time),
    payment_method_id: body.payment_method_id,
  };
  return createHash('sha256').update(JSON.stringify(decisive)).digest('hex');
}

/** 422 on start_time when the requested start's date part is not the booking date. */
export function checkStartDate(date: string, startTime: string, locale: Locale) {
  if (startTime.length > 5 && startTime.slice(0, 10) !== date)
    throw validationError({ start_time: [translate('bookingHourUnavailable', locale)] });
}
