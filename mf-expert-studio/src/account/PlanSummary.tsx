import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { type ExpertSubscription, formatLongDate } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';

/** The expert's plan: its name and period, its state, and until when. */
export function PlanSummary({ subscription }: { subscription: ExpertSubscription | null }) {
  const { t } = useLingui();
  const { locale } = useShell();
  if (!subscription) {
    return (
      <Text fw={600}>
        <Trans>No plan yet: customers cannot book you.</Trans>
      </Text>
    );
  }
  const name = subscription.type.name;
  const period = subscription.type.period === 'yearly' ? t`Annual` : t`Monthly`;
  const until = subscription.trial_ends_at ?? subscription.ends_at;
  const date = until ? formatLongDate(until, locale) : null;
  const trialing = subscription.stripe_status === 'trialing';
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600}>
          <Trans>
            {name} plan · {period}
          </Trans>
        </Text>
        <Badge
          variant="light"
          color={trialing || subscription.stripe_status === 'active' ? 'green' : 'orange'}
        >
          {trialing ? t`Free trial` : subscription.stripe_status === 'active' ? t`Active` : t`Payment due`}
        </Badge>
      </Group>
      {date ? (
        <Text size="sm" c="dimmed">
          {trialing ? <Trans>Free until {date}</Trans> : <Trans>Renews on {date}</Trans>}
        </Text>
      ) : null}
    </Stack>
  );
}
