import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useEarnings } from '../api/useEarnings.ts';
import { BankAccountCard } from './BankAccountCard.tsx';
import { EarningsMeetings } from './EarningsMeetings.tsx';
import { ProfitFigures } from './ProfitFigures.tsx';

/** /experts/app/profits: the figures, 'Request funds', the bank account and the paid meetings. */
export function ProfitsScreen({ fundsRequestPath }: { fundsRequestPath: string }) {
  const { t } = useLingui();
  const earnings = useEarnings();
  const available = earnings.data?.profits.available ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>
          <Trans>Profits</Trans>
        </Title>
        {available > 0 ? (
          <Button component={Link} to={fundsRequestPath}>
            <Trans>Request funds</Trans>
          </Button>
        ) : (
          <Button disabled>
            <Trans>Request funds</Trans>
          </Button>
        )}
      </Group>
      {earnings.error ? (
        <Alert color="red" role="alert" title={t`Your profits could not be loaded`}>
          {earnings.error.message}
        </Alert>
      ) : earnings.data ? (
        <ProfitFigures earnings={earnings.data} />
      ) : (
        <Loader aria-label={t`Loading your profits`} />
      )}
      <BankAccountCard />
      <EarningsMeetings />
    </Stack>
  );
}
