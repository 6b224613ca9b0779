import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDollars, type SubscriptionPeriod, type SubscriptionType } from 'shared-contracts';
import { RemoteWidget, usePlans, useShell } from 'shared-contracts/react';
import { useSubscribe } from './useSubscribe.ts';
import { firstChargeDate } from './wizard-values.ts';

interface PlanStepProps {
  /** The plan is paid (or its trial started): on to the expert home. */
  onDone(): void;
}

/** Step 4, 'Select a plan': the period, the plans (the first chosen), the card, Subscribe (spec §2, §9). */
export function PlanStep({ onDone }: PlanStepProps) {
  const { t } = useLingui();
  const [period, setPeriod] = useState<SubscriptionPeriod>('monthly');
  const plans = usePlans(period);
  const [slug, setSlug] = useState<string | null>(null);
  const [card, setCard] = useState<string | null>(null);
  const [missingCard, setMissingCard] = useState(false);
  const subscribe = useSubscribe(onDone);

  // The first plan of the period is chosen by default, again when the period changes.
  const first = plans.data?.[0]?.slug ?? null;
  useEffect(() => setSlug(first), [first]);
  const plan = plans.data?.find((item) => item.slug === slug) ?? null;

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        <Trans>Select a plan</Trans>
      </Title>
      <SegmentedControl
        aria-label={t`Billing period`}
        value={period}
        onChange={(value) => setPeriod(value === 'yearly' ? 'yearly' : 'monthly')}
        data={[
          { value: 'monthly', label: t`Monthly` },
          { value: 'yearly', label: t`Annual` },
        ]}
        maw={320}
      />
      {plans.isLoading ? (
        <Loader size="sm" aria-label={t`Loading plans`} />
      ) : plans.error ? (
        <Alert color="red" role="alert" title={t`The plans could not be loaded`}>
          <Button variant="light" size="xs" mt="xs" onClick={() => void plans.mutate()}>
            <Trans>Retry</Trans>
          </Button>
        </Alert>
      ) : (
        <Radio.Group label={t`Plan`} value={slug} onChange={setSlug}>
          <Stack gap="sm" mt="xs">
            {(plans.data ?? []).map((item) => (
              <Paper key={item.slug} withBorder p="md" radius="md">
                <Radio value={item.slug} label={item.name} description={<PlanPrice plan={item} />} />
                <Text size="sm" c="dimmed" mt={6} ml={32}>
                  {item.description}
                </Text>
              </Paper>
            ))}
          </Stack>
        </Radio.Group>
      )}
      {plan ? <RechargeNote plan={plan} /> : null}

      <Stack gap="xs">
        <Title order={3} size="h4">
          <Trans>Your card</Trans>
        </Title>
        <RemoteWidget
          remote="mf_payments"
          module="./CardPicker"
          props={{
            value: card,
            onChange: (id) => {
              setCard(id);
              setMissingCard(false);
            },
          }}
        />
        {missingCard ? (
          <Text c="red" size="sm" role="alert">
            <Trans>Add a card to subscribe.</Trans>
          </Text>
        ) : null}
      </Stack>

      {subscribe.failure ? (
        <Alert color="red" role="alert" title={t`The subscription was not completed`}>
          {subscribe.failure}
        </Alert>
      ) : null}

      <Group justify="flex-end">
        <Button
          loading={subscribe.busy}
          disabled={!plan}
          onClick={() => {
            if (!plan) return;
            if (!card) {
              setMissingCard(true);
              return;
            }
            void subscribe.run(plan.slug, card);
          }}
        >
          <Trans>Subscribe</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** '30 days free, after $19.00 / month' for a plan with free days, else '$49.00 / month'. */
function PlanPrice({ plan }: { plan: SubscriptionType }) {
  const { t } = useLingui();
  const { locale } = useShell();
  const price = formatDollars(plan.price, locale);
  const per = plan.period === 'yearly' ? t`year` : t`month`;
  const days = plan.trial_days;
  return days > 0 ? (
    <Trans>
      {days} days free, after {price} / {per}
    </Trans>
  ) : (
    <Trans>
      {price} / {per}
    </Trans>
  );
}

/** When the card is charged first and how often (spec §2 note, §9 date format). */
function RechargeNote({ plan }: { plan: SubscriptionType }) {
  const { locale } = useShell();
  const date = firstChargeDate(new Date(), plan.trial_days, locale);
  return (
    <Text size="sm" c="dimmed">
      {plan.period === 'yearly' ? (
        <Trans>We will be making a recharge to your card every year from {date}</Trans>
      ) : (
        <Trans>We will be making a recharge to your card every 30 days from {date}</Trans>
      )}
    </Text>
  );
}
