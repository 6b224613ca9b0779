import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { call, postApi } from 'shared-contracts';
import { errorMessage, useShell } from 'shared-contracts/react';

interface DeletePostButtonProps {
  postId: number;
  onDeleted(): void;
}

/** 'Delete' with the Yes/Cancel confirmation (spec: shared dialogs); the post and its answers go. */
export function DeletePostButton({ postId, onDeleted }: DeletePostButtonProps) {
  const { t } = useLingui();
  const { api, notify } = useShell();
  const [asking, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      const answer = await call(api, postApi.remove, { params: { id: postId } });
      notify.success(answer.message ?? t`Post deleted successfully`);
      close();
      onDeleted();
    } catch (error) {
      notify.error(errorMessage(error, t`An error has occurred`), t`Error`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button color="red" variant="light" onClick={open}>
        <Trans>Delete</Trans>
      </Button>
      <Modal opened={asking} onClose={close} title={t`Delete this post?`} centered>
        <Text mb="lg">
          <Trans>The post and its answers will be deleted. This cannot be undone.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={() => void remove()} loading={busy}>
            <Trans>Yes</Trans>
          </Button>
        </Group>
      </Modal>
    </>
  );
}
