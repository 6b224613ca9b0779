import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text } from '@mantine/core';

interface Props {
  /** The api's confirmation (spec §2 text with the product's name); null: closed. */
  message: string | null;
  onReturn(): void;
}

/** The funds-request dialog: the request is received; 'Return to your profits'. */
export function FundsReceivedDialog({ message, onReturn }: Props) {
  const { t } = useLingui();
  return (
    <Modal opened={message !== null} onClose={onReturn} title={t`Request received`} size={480} centered>
      <Stack>
        <Text>{message}</Text>
        <Button onClick={onReturn} data-autofocus>
          <Trans>Return to your profits</Trans>
        </Button>
      </Stack>
    </Modal>
  );
}
