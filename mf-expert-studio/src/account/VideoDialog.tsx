import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileInput, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { expertProfileApi } from 'shared-contracts';
import { useSave } from './useSave.ts';
import { useUpload } from './useUpload.ts';

interface VideoDialogProps {
  opened: boolean;
  current: string | null;
  onClose(): void;
  onSaved(): void;
}

/** The profile video: a video file (uploaded to the api, which checks it) or a link; or none. */
export function VideoDialog({ opened, current, onClose, onSaved }: VideoDialogProps) {
  const { t } = useLingui();
  const save = useSave();
  const uploads = useUpload();
  const [mode, setMode] = useState<'file' | 'link'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState(current && /^https?:/.test(current) ? current : '');
  const [problem, setProblem] = useState<string | null>(null);

  const store = (profile_video: string | null) =>
    save
      .send(expertProfileApi.saveProfile, { body: { profile_video } }, 'videoUpdated')
      .then((saved) => saved && onSaved());

  async function submit() {
    setProblem(null);
    if (mode === 'link') {
      // The api takes https links only (an http page would be mixed content on the profile).
      if (!/^https:\/\/\S+$/i.test(link.trim())) {
        setProblem(t`Enter a link that starts with https://`);
        return;
      }
      await store(link.trim());
      return;
    }
    if (!file) {
      setProblem(t`Choose a video file`);
      return;
    }
    const stored = await uploads.upload([file], 'video');
    if (stored?.[0]) await store(stored[0]);
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t`Profile video`}>
      <Stack>
        <SegmentedControl
          aria-label={t`Video source`}
          value={mode}
          onChange={(value) => setMode(value === 'link' ? 'link' : 'file')}
          data={[
            { value: 'file', label: t`Video file` },
            { value: 'link', label: t`Link` },
          ]}
        />
        {mode === 'file' ? (
          <FileInput
            label={t`Video file`}
            description={t`MP4, WebM or MOV`}
            accept="video/mp4,video/webm,video/quicktime"
            value={file}
            onChange={setFile}
            clearable
          />
        ) : (
          <TextInput
            label={t`Video link`}
            placeholder="https://"
            value={link}
            onChange={(event) => setLink(event.currentTarget.value)}
          />
        )}
        {problem ? (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        ) : null}
        <Group justify="space-between">
          {current ? (
            <Button variant="subtle" color="red" onClick={() => void store(null)} disabled={save.busy}>
              <Trans>Remove the video</Trans>
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button loading={save.busy || uploads.busy} onClick={() => void submit()}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
