import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal } from '@mantine/core';
import { LegalText } from './LegalText.tsx';
import { LEGAL_TEXTS, type LegalKind } from './legal-texts.tsx';

interface LegalDialogProps {
  /** The text shown, or null when closed. */
  kind: LegalKind | null;
  onClose(): void;
}

/** The Terms and Conditions or Privacy Policy dialog (spec: shared dialogs), closed with Done. */
export function LegalDialog({ kind, onClose }: LegalDialogProps) {
  const texts = kind ? LEGAL_TEXTS[kind] : null;
  return (
    <Modal opened={texts !== null} onClose={onClose} title={texts?.title} size="lg">
      {texts && <LegalText intro={texts.intro} sections={texts.sections} headingOrder={3} />}
      <Group justify="flex-end" mt="xl">
        <Button onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
