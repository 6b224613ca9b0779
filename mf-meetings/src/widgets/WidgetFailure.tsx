import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';

/** A widget's load failure: the message and Retry, in the widget's place. */
export function WidgetFailure({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useLingui();
  return (
    <Alert color="red" role="alert" title={t`The meetings could not be loaded`}>
      {message}{' '}
      <Button size="xs" variant="white" color="red" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </Alert>
  );
}
