import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
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
import {
  type ExpertSubscription,
  formatDollars,
  formatLongDate,
  type SubscriptionPeriod,
  type SubscriptionType,
} from 'shared-contracts';
import { RemoteWidget, usePlans, useShell } from 'shared-contracts/react';
import { useSubscribe } from './useSubscribe.ts';
import { firstChargeDate } from './wizard-values.ts';

interface PlanStepProps {
  /** The plan is paid (or its trial started): on to the expert home. */
  onDone(): void;
  /**
   * A change of plan (the account page's dialog): the expert's plan so far, null if none was ever
   * taken. Left out in the sign-up.
   */
  change?: { current: ExpertSubscription | null };
}

/**
 * Step 4, 'Select a plan': the period, the plans, the card, Subscribe (spec §2, §9). In the sign-up
 * the first plan is chosen; in a change the current plan is chosen and marked, and nothing in
 * another period, so that one click never changes a plan the expert did not pick.
 */
export function PlanStep({ onDone, change }: PlanStepProps) {
  const { t } = useLingui();
  const current = change?.current ?? null;
  const [period, setPeriod] = useState<SubscriptionPeriod>(current?.type.period ?? 'monthly');
  const plans = usePlans(period);
  const [slug, setSlug] = useState<string | null>(null);
  const [card, setCard] = useState<string | null>(null);
  const [missingCard, setMissingCard] = useState(false);
  const subscribe = useSubscribe(onDone);

  const loaded = plans.data;
  const preselected = change
    ? (loaded?.find((item) => item.slug === current?.type.slug)?.slug ?? null)
    : (loaded?.[0]?.slug ?? null);
  // Chosen again when the period changes (the list loads anew).
  useEffect(() => setSlug(preselected), [preselected]);
  const plan = loaded?.find((item) => item.slug === slug) ?? null;
  const unchanged = plan !== null && plan.slug === current?.type.slug;
  // The provider gives the free days to an expert's first plan only (the api's trialDaysAfter).
  const trialApplies = current === null;

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
                <Radio
                  value={item.slug}
                  label={
                    item.slug === current?.type.slug ? (
                      <Group gap="xs" component="span">
                        {item.name}
                        <Badge variant="light" component="span">
                          <Trans>Current plan</Trans>
                        </Badge>
                      </Group>
                    ) : (
                      item.name
                    )
                  }
                  description={<PlanPrice plan={item} trialApplies={trialApplies} />}
                />
                <Text size="sm" c="dimmed" mt={6} ml={32}>
                  {item.description}
                </Text>
                {!trialApplies && item.trial_days > 0 ? (
                  <Text size="sm" c="dimmed" mt={4} ml={32}>
                    <Trans>The free days are for a first plan: a change is charged from today.</Trans>
                  </Text>
                ) : null}
              </Paper>
            ))}
          </Stack>
        </Radio.Group>
      )}
      {plan && !unchanged ? (
        <RechargeNote plan={plan} trialApplies={trialApplies} longDate={change !== undefined} />
      ) : null}

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
          disabled={!plan || unchanged}
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

interface PlanTermsProps {
  plan: SubscriptionType;
  /** The plan's free days are given (the expert's first plan). */
  trialApplies: boolean;
}

/** '30 days free, after $19.00 / month' for a plan with free days, else '$49.00 / month'. */
function PlanPrice({ plan, trialApplies }: PlanTermsProps) {
  const { t } = useLingui();
  const { locale } = useShell();
  const price = formatDollars(plan.price, locale);
  const per = plan.period === 'yearly' ? t`year` : t`month`;
  const days = trialApplies ? plan.trial_days : 0;
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

/**
 * When the card is charged first and how often: in the sign-up in the spec's MM/dd/yyyy (§9); in
 * the account page's dialog as that page writes its dates.
 */
function RechargeNote({ plan, trialApplies, longDate }: PlanTermsProps & { longDate: boolean }) {
  const { locale } = useShell();
  const days = trialApplies ? plan.trial_days : 0;
  const today = new Date();
  const date = longDate
    ? formatLongDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days), locale)
    : firstChargeDate(today, days, locale);
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
