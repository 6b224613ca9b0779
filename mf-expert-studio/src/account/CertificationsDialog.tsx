import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type Certification, expertProfileApi, formatMonthYear } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { CertificationForm, type CertificationValues, certificationValues } from './CertificationForm.tsx';
import { useSave } from './useSave.ts';

interface CertificationsDialogProps {
  opened: boolean;
  current: Certification[];
  onClose(): void;
  onSaved(): void;
}

/** The certifications: each edited or removed, new ones added (spec §2 certification edit dialog). */
export function CertificationsDialog({ opened, current, onClose, onSaved }: CertificationsDialogProps) {
  const { t } = useLingui();
  const { locale } = useShell();
  const save = useSave();
  /** The certification in the form: one of the list, 'new', or none (the list shows). */
  const [editing, setEditing] = useState<Certification | 'new' | null>(current.length === 0 ? 'new' : null);

  async function submit(values: CertificationValues) {
    const body = {
      ...values,
      finish_month: Number(values.finish_month),
      finish_year: Number(values.finish_year),
    };
    const saved =
      editing === 'new' || editing === null
        ? await save.send(expertProfileApi.addCertification, { body }, 'certificationUpdated')
        : await save.send(
            expertProfileApi.saveCertification,
            { params: { id: editing.id }, body },
            'certificationUpdated',
          );
    if (saved) {
      setEditing(null);
      onSaved();
    }
  }

  async function remove(certification: Certification) {
    if (
      await save.send(
        expertProfileApi.removeCertification,
        { params: { id: certification.id } },
        'certificationDeleted',
      )
    )
      onSaved();
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t`Certifications`}>
      {editing ? (
        <CertificationForm
          initial={certificationValues(editing === 'new' ? null : editing)}
          busy={save.busy}
          onSubmit={(values) => void submit(values)}
          onCancel={() => (current.length === 0 ? onClose() : setEditing(null))}
        />
      ) : (
        <Stack>
          {current.map((certification) => {
            const name = certification.name;
            return (
              <Group key={certification.id} justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{name}</Text>
                  <Text size="sm" c="dimmed">
                    {certification.company_name} · {formatMonthYear(certification.finish_date, locale)}
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setEditing(certification)}
                    aria-label={t`Edit ${name}`}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => void remove(certification)}
                    aria-label={t`Remove ${name}`}
                    disabled={save.busy}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </Group>
              </Group>
            );
          })}
          <Group justify="space-between">
            <Button variant="light" onClick={() => setEditing('new')}>
              <Trans>Add a certification</Trans>
            </Button>
            <Button variant="default" onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
