import { plural } from '@lingui/core/macro';
import { formatDollars } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';

/**
 * The delete dialog's line on the meetings still to come: cancelled first as cancellations by the
 * person would be, with what that refunds now (nothing: a customer's, less than 24 hours ahead).
 */
export function MeetingsToCancel({ count, refund }: { count: number; refund: number }) {
  const { locale } = useShell();
  const amount = formatDollars(refund, locale);
  if (refund > 0)
    return plural(count, {
      one: `cancels your meeting to come, as a cancellation by you would, refunding ${amount};`,
      other: `cancels your # meetings to come, as cancellations by you would, refunding ${amount};`,
    });
  return plural(count, {
    one: 'cancels your meeting to come, as a cancellation by you would: less than 24 hours ahead, it is not refunded;',
    other:
      'cancels your # meetings to come, as cancellations by you would: less than 24 hours ahead, they are not refunded;',
  });
}
