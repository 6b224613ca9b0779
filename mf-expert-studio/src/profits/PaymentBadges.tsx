import { Trans } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { EarningsMeeting } from 'shared-contracts';

/** 'Payed' (finished) or 'Not payed', and why a paid meeting did not take place. */
export function PaymentBadges({ meeting }: { meeting: EarningsMeeting }) {
  const paid = meeting.payment_status === 'Payed';
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={paid ? 'teal' : 'gray'} variant="light">
        {paid ? <Trans>Payed</Trans> : <Trans>Not payed</Trans>}
      </Badge>
      {meeting.status === 'cancelled' && (
        <Badge color="orange" variant="outline">
          <Trans>Cancelled late by the customer</Trans>
        </Badge>
      )}
      {meeting.status === 'no-show' && (
        <Badge color="orange" variant="outline">
          <Trans>The customer did not join</Trans>
        </Badge>
      )}
    </Group>
  );
}
