import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AccountProps, ExpertProfileSection } from 'shared-contracts';
import { RemoteWidget } from 'shared-contracts/react';
import { useOwnExpert } from '../api/useOwnExpert.ts';
import { AboutMeDialog } from './AboutMeDialog.tsx';
import { AvailabilitySwitch } from './AvailabilitySwitch.tsx';
import { CertificationsDialog } from './CertificationsDialog.tsx';
import { GalleryDialog } from './GalleryDialog.tsx';
import { PlanDialog } from './PlanDialog.tsx';
import { PlanSummary } from './PlanSummary.tsx';
import { VideoDialog } from './VideoDialog.tsx';

type Dialog = Exclude<ExpertProfileSection, 'rates'> | 'plan';

/**
 * /experts/app/account: the expert's page as customers see it (mf_discovery's ExpertProfile in its
 * owner view), each section with its Edit; availability and the plan above it.
 */
export function AccountScreen({ editPath }: AccountProps) {
  const { t } = useLingui();
  const expert = useOwnExpert();
  const [open, setOpen] = useState<Dialog | null>(null);
  const [revision, setRevision] = useState(0);

  if (expert.error && !expert.data) {
    return (
      <Alert color="red" role="alert" title={t`Your profile could not be loaded`}>
        <Button mt="sm" variant="light" onClick={() => void expert.mutate()}>
          <Trans>Retry</Trans>
        </Button>
      </Alert>
    );
  }
  if (!expert.data) return <Loader aria-label={t`Loading your profile`} />;
  const me = expert.data;

  /** A save: the public page and the dialogs' data are read again. */
  const refresh = () => {
    setRevision((value) => value + 1);
    void expert.mutate();
  };
  const saved = () => {
    setOpen(null);
    refresh();
  };
  const editButton = (dialog: Dialog, label: string) => (
    <Button size="xs" variant="light" onClick={() => setOpen(dialog)} aria-label={label}>
      <Trans>Edit</Trans>
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} size="h2">
          <Trans>My profile</Trans>
        </Title>
        <Button component={Link} to={editPath} variant="default">
          <Trans>Edit profile</Trans>
        </Button>
      </Group>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="md">
          <PlanSummary subscription={me.subscription} />
          <Group gap="md">
            <AvailabilitySwitch available={me.is_available} onSaved={refresh} />
            <Button variant="light" onClick={() => setOpen('plan')}>
              <Trans>Change plan</Trans>
            </Button>
          </Group>
        </Group>
      </Card>
      <RemoteWidget
        remote="mf_discovery"
        module="./ExpertProfile"
        props={{
          area: 'expert',
          expertId: me.id,
          searchPath: editPath,
          owner: {
            revision,
            edit: {
              about: editButton('about', t`Edit about me`),
              video: editButton('video', t`Edit the profile video`),
              gallery: editButton('gallery', t`Edit the gallery`),
              certifications: editButton('certifications', t`Edit the certifications`),
              rates: (
                <Button
                  size="xs"
                  variant="light"
                  component={Link}
                  to={`${editPath}#schedule`}
                  aria-label={t`Edit the rates`}
                >
                  <Trans>Edit</Trans>
                </Button>
              ),
            },
          },
        }}
      />
      <Text size="sm" c="dimmed">
        <Trans>This is how customers see your page.</Trans>
      </Text>
      <AboutMeDialog
        opened={open === 'about'}
        current={me.about_me}
        onClose={() => setOpen(null)}
        onSaved={saved}
      />
      {open === 'video' ? (
        <VideoDialog opened current={me.profile_video} onClose={() => setOpen(null)} onSaved={saved} />
      ) : null}
      {open === 'gallery' ? (
        <GalleryDialog opened current={me.gallery} onClose={() => setOpen(null)} onSaved={saved} />
      ) : null}
      {open === 'certifications' ? (
        <CertificationsDialog
          opened
          current={me.certifications}
          onClose={() => setOpen(null)}
          onSaved={refresh}
        />
      ) : null}
      <PlanDialog
        opened={open === 'plan'}
        current={me.subscription}
        onClose={() => setOpen(null)}
        onSaved={saved}
      />
    </Stack>
  );
}
