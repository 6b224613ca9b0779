import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, FileButton, Group, Image, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { EXPERT_LIMITS, expertProfileApi, type GalleryItem, translate } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useSave } from './useSave.ts';
import { useUpload } from './useUpload.ts';

interface GalleryDialogProps {
  opened: boolean;
  current: GalleryItem[];
  onClose(): void;
  onSaved(): void;
}

const MAX = EXPERT_LIMITS.galleryMax;

/** The work gallery: images only, at most 12, in order; saved whole (PUT experts/profile/gallery). */
export function GalleryDialog({ opened, current, onClose, onSaved }: GalleryDialogProps) {
  const { t } = useLingui();
  const { locale } = useShell();
  const save = useSave();
  const uploads = useUpload();
  const [photos, setPhotos] = useState<string[]>(() => current.map((item) => item.file));
  const [problem, setProblem] = useState<string | null>(null);

  async function add(files: File[]) {
    setProblem(null);
    if (files.some((file) => !file.type.startsWith('image/'))) {
      setProblem(translate('galleryImagesOnly', locale));
      return;
    }
    if (photos.length + files.length > MAX) {
      setProblem(translate('galleryMax', locale, { max: MAX }));
      return;
    }
    const stored = await uploads.upload(files, 'image');
    if (stored) setPhotos((shown) => [...shown, ...stored]);
  }

  const used = photos.length;

  async function submit() {
    if (await save.send(expertProfileApi.gallery, { body: { media: photos } }, 'galleryUpdated')) onSaved();
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t`Gallery`} size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          <Trans>
            Images of your work, up to {MAX}. {used} of {MAX} used.
          </Trans>
        </Text>
        {photos.length > 0 ? (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {photos.map((src, index) => {
              const position = index + 1;
              return (
                <div key={src} style={{ position: 'relative' }}>
                  <Image src={src} alt={t`Photo ${position}`} radius="md" h={110} fit="cover" />
                  <ActionIcon
                    color="red"
                    variant="filled"
                    size="sm"
                    style={{ position: 'absolute', top: 6, right: 6 }}
                    aria-label={t`Remove photo ${position}`}
                    onClick={() => setPhotos((shown) => shown.filter((item) => item !== src))}
                  >
                    ×
                  </ActionIcon>
                </div>
              );
            })}
          </SimpleGrid>
        ) : null}
        <FileButton
          onChange={(files) => void add(files)}
          accept="image/png,image/jpeg,image/webp,image/gif"
          multiple
        >
          {(props) => (
            <Button {...props} variant="light" loading={uploads.busy} disabled={photos.length >= MAX}>
              <Trans>Add images</Trans>
            </Button>
          )}
        </FileButton>
        {problem ? (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={save.busy} disabled={uploads.busy} onClick={() => void submit()}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
