import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Progress, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { CameraPreview } from './CameraPreview.tsx';
import { DeviceSelect } from './DeviceSelect.tsx';
import type { DeviceChoices } from './useCallState.ts';
import { useMicLevel } from './useMicLevel.ts';
import { usePreview } from './usePreview.ts';

interface Props {
  defaultName: string;
  onJoin(choices: DeviceChoices): void;
  onBack(): void;
  onBlocked(): void;
}

/** The hardware check: name, microphone, speakers and camera, with a live preview and a level meter. */
export function HairCheck({ defaultName, onJoin, onBack, onBlocked }: Props) {
  const { t } = useLingui();
  const { audioTrack, videoTrack, failure } = usePreview(onBlocked);
  const level = useMicLevel(audioTrack);
  const [name, setName] = useState(defaultName);
  const [audioInput, setAudioInput] = useState<string>();
  const [audioOutput, setAudioOutput] = useState<string>();
  const [videoInput, setVideoInput] = useState<string>();

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onJoin({ name: name.trim() || defaultName, audioInput, audioOutput, videoInput });
        }}
      >
        <Stack gap="md">
          <Title order={1} size="h2">
            <Trans>Check your camera and microphone</Trans>
          </Title>
          {failure && (
            <Alert color="yellow" variant="light">
              <Trans>A camera or microphone could not be started. You can still join the call.</Trans>
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <CameraPreview track={videoTrack} label={t`Your camera`} />
            <Stack gap="sm">
              <TextInput
                label={t`Name`}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
              />
              <DeviceSelect
                kind="audioinput"
                label={t`Microphone`}
                track={audioTrack}
                value={audioInput}
                onChange={setAudioInput}
              />
              <Progress value={level} aria-label={t`Microphone level`} size="sm" transitionDuration={80} />
              <DeviceSelect
                kind="audiooutput"
                label={t`Speakers`}
                value={audioOutput}
                onChange={setAudioOutput}
              />
              <DeviceSelect
                kind="videoinput"
                label={t`Camera`}
                track={videoTrack}
                value={videoInput}
                onChange={setVideoInput}
              />
            </Stack>
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onBack}>
              <Trans>Back to start</Trans>
            </Button>
            <Button type="submit">
              <Trans>Join call</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
