import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { formatDollars, formatLongDateTime, type Meeting } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import type { Role } from '../../api/keys.ts';

/** Who cancelled the meeting or did not come, and what went back to the customer, for either side. */
export function MeetingChangeNotice({ meeting, role }: { meeting: Meeting; role: Role }) {
  const { locale } = useShell();
  const { cancellation, no_show: absent } = meeting;
  if (cancellation) {
    const when = formatLongDateTime(cancellation.at, locale);
    const refund = formatDollars(cancellation.refund, locale);
    const byViewer = cancellation.by === role;
    return (
      <Alert color="red" variant="light" title={<Trans>Cancelled</Trans>}>
        {byViewer ? (
          <Trans>You cancelled this meeting on {when}.</Trans>
        ) : cancellation.by === 'expert' ? (
          <Trans>The expert cancelled this meeting on {when}.</Trans>
        ) : (
          <Trans>The customer cancelled this meeting on {when}.</Trans>
        )}{' '}
        {cancellation.refund > 0 ? (
          <Trans>{refund} refunded to the customer.</Trans>
        ) : (
          <Trans>Cancelled less than 24 hours before the start: no refund.</Trans>
        )}
      </Alert>
    );
  }
  if (!absent) return null;
  const refund = formatDollars(meeting.refunded, locale);
  return (
    <Alert color="orange" variant="light" title={<Trans>No-show</Trans>}>
      {absent === 'expert' ? (
        <Trans>The expert did not join the meeting. The customer was refunded {refund} in full.</Trans>
      ) : (
        <Trans>The customer did not join the meeting. The payment stays with the expert.</Trans>
      )}
    </Alert>
  );
}
