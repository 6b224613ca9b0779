import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';

interface ReviewFormEndProps {
  /** Why the last send failed (the api's messages joined), or null. */
  failure: string | null;
  submitting: boolean;
  onSkip(): void;
}

/** The end of both review forms: the failure, Skip, and 'Send feedback'. */
export function ReviewFormEnd({ failure, submitting, onSkip }: ReviewFormEndProps) {
  return (
    <>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onSkip}>
          <Trans>Skip</Trans>
        </Button>
        <Button type="submit" loading={submitting}>
          <Trans>Send feedback</Trans>
        </Button>
      </Group>
    </>
  );
}
