import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Container, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ExpertSignUpAccount } from 'shared-contracts';
import { pages } from 'shared-contracts/pages';
import { SocialLoginButtons } from 'shared-contracts/react';
import { ExpertAccountStep } from './ExpertAccountStep.tsx';
import classes from './ExpertSignUpStart.module.css';
import { ExpertWizardSteps } from './ExpertWizardSteps.tsx';

interface ExpertSignUpStartProps {
  sending?: boolean;
  onDone(account: ExpertSignUpAccount): void;
}

/**
 * `/experts/get-started` for a guest: the wizard's frame at step 1, as mf-expert-studio's wizard
 * draws it, which takes over from step 2 with what was typed here. The shell draws this step so
 * that a guest's page hydrates as an island, without the federation (issue 31's 200 KiB).
 */
export function ExpertSignUpStart({ sending = false, onDone }: ExpertSignUpStartProps) {
  return (
    <Container size="lg" py="xl" px="md">
      <Title order={1} size="h2">
        <Trans>Become an expert</Trans>
      </Title>
      <Text c="dimmed" size="sm" mt={6}>
        <Trans>
          Already an expert?{' '}
          <Anchor component={Link} to={pages.expert.login.build()}>
            Login
          </Anchor>
        </Trans>
      </Text>
      <div className={classes.wizard}>
        <ExpertWizardSteps />
        <Paper withBorder shadow="sm" className={classes.panel}>
          <ExpertAccountStep sending={sending} onDone={onDone} />
          <Box mt="lg">
            <SocialLoginButtons area="expert" />
          </Box>
        </Paper>
      </div>
    </Container>
  );
}
