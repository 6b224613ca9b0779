import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { pages } from 'shared-contracts/pages';
import { RemoteWidget } from 'shared-contracts/react';
import { AccountDataCard } from '../account/AccountDataCard.tsx';
import { ChangePasswordForm } from '../password/ChangePasswordForm.tsx';

/** `/experts/app/account/edit`: mf_expert_studio's details, schedule and rates, the password and the account's data. */
export function ExpertAccountEditPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={pages.expert.account.build()} size="sm">
          <Trans>Back to my profile</Trans>
        </Anchor>
        <Title order={1} size="h2">
          <Trans>Edit profile</Trans>
        </Title>
        <RemoteWidget remote="mf_expert_studio" module="./AccountEdit" props={{}} />
        <ChangePasswordForm />
        <AccountDataCard />
      </Stack>
    </Container>
  );
}
