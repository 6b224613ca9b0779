import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** The spec's confirmation before a card is removed. */
export function DeleteCardDialog({ opened, busy, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title={<Trans>Are you sure to delete?</Trans>} centered>
      <Text mb="lg">
        <Trans>
          If you continue the payment method will be permanently removed. Do you want to continue?
        </Trans>
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          <Trans>Continue</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
