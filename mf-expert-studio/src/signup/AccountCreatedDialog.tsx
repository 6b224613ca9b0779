import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';

interface AccountCreatedDialogProps {
  opened: boolean;
  /** The dialog's action: on to the schedule (step 3). */
  onContinue(): void;
}

/** After step 2 registered the expert (spec §2 wizard): the account exists, the schedule is next. */
export function AccountCreatedDialog({ opened, onContinue }: AccountCreatedDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onContinue} title={t`Your account has been created!`} centered>
      <Text>
        <Trans>Now make your schedule and set your prices, then choose your plan.</Trans>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onContinue} data-autofocus>
          <Trans>Continue</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
