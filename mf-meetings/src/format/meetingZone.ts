import dayjs from 'dayjs';
import 'dayjs/locale/es';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import utc from 'dayjs/plugin/utc';
import type { Meeting } from 'shared-contracts';

dayjs.extend(localizedFormat);
dayjs.extend(utc);

/**
 * An instant (ISO) as a long date and time ('May 13, 2030, 10:00' / '13 de mayo de 2030, 10:00', 24-hour as the spec writes times)
 * in the zone the meeting's own date and times are in. The api gives those in the viewer's profile
 * zone without naming it, so its offset is read from the meeting's start (its wall time against
 * `starts_at`).
 */
export function formatInMeetingZone(
  instant: string,
  meeting: Pick<Meeting, 'date' | 'start_time' | 'starts_at'>,
  locale: string,
): string {
  const offset = dayjs.utc(`${meeting.date}T${meeting.start_time}`).diff(dayjs(meeting.starts_at));
  const at = dayjs(instant);
  if (!at.isValid() || Number.isNaN(offset)) return instant;
  return dayjs
    .utc(at.valueOf() + offset)
    .locale(locale === 'es' ? 'es' : 'en')
    .format('LL, HH:mm');
}
