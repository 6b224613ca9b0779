import { Trans } from '@lingui/react/macro';
import { Button, EmptyState } from '@mantine/core';
import { Link } from 'react-router-dom';
import { UserIcon } from './icons.tsx';

export function ExpertNotFound({ backTo }: { backTo: string }) {
  return (
    <EmptyState
      py="xl"
      icon={<UserIcon size={28} />}
      withIndicatorBackground
      title={<Trans>Expert not found</Trans>}
      description={<Trans>This expert does not exist or is no longer available.</Trans>}
    >
      <EmptyState.Actions>
        <Button component={Link} to={backTo} variant="light">
          <Trans>Back to search</Trans>
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
