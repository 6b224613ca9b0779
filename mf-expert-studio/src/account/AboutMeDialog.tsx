import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { expertProfileApi, LIMITS, requiredText } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import * as v from 'valibot';
import { useSave } from './useSave.ts';

const AboutSchema = v.object({ about_me: requiredText(LIMITS.aboutMe) });

interface AboutMeDialogProps {
  opened: boolean;
  current: string;
  onClose(): void;
  onSaved(): void;
}

/** 'About me' (required, max 250, spec §5), saved with the api's 'About me updated succesfully'. */
export function AboutMeDialog({ opened, current, onClose, onSaved }: AboutMeDialogProps) {
  const { t } = useLingui();
  const { locale } = useShell();
  const save = useSave();
  const form = useForm<{ about_me: string }>({
    resolver: valibotResolver(AboutSchema, { lang: locale }),
    values: { about_me: current },
  });
  const length = form.watch('about_me')?.length ?? 0;
  const submit = form.handleSubmit(async (values) => {
    if (await save.send(expertProfileApi.saveProfile, { body: values }, 'aboutMeUpdated')) onSaved();
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t`About me`}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label={t`About me`}
            description={t`${length} / 250`}
            required
            rows={6}
            maxLength={LIMITS.aboutMe}
            data-autofocus
            {...form.register('about_me')}
            error={form.formState.errors.about_me?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.busy}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
