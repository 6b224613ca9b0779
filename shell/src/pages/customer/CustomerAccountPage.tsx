import { Trans } from '@lingui/react/macro';
import { Alert, Box, Button, Container, SimpleGrid, Title } from '@mantine/core';
import { RemoteWidget } from 'shared-contracts/react';
import { PageLoader } from '../../components/PageLoader.tsx';
import { AccountDataCard } from '../account/AccountDataCard.tsx';
import { ChangePasswordForm } from '../password/ChangePasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { useCustomerProfile } from './useCustomerProfile.ts';

/** `/customer/app/account`: profile and password, the saved cards (mf-payments), then the account's data. */
export function CustomerAccountPage() {
  const profile = useCustomerProfile();
  return (
    <Container size="lg" py="xl">
      <Title order={1} size="h2" mb="lg">
        <Trans>My account</Trans>
      </Title>
      {profile.isLoading ? (
        <PageLoader />
      ) : profile.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ProfileForm profile={profile.data} />
          <ChangePasswordForm />
        </SimpleGrid>
      ) : (
        <Alert color="red" role="alert" title={<Trans>Your profile could not be loaded</Trans>}>
          <Button mt="sm" onClick={() => void profile.mutate()}>
            <Trans>Retry</Trans>
          </Button>
        </Alert>
      )}
      <Box mt="xl">
        <RemoteWidget remote="mf_payments" module="./PaymentMethods" props={{}} />
      </Box>
      <Box mt="xl">
        <AccountDataCard />
      </Box>
    </Container>
  );
}
