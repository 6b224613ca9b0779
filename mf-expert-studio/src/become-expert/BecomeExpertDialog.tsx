import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import type { BecomeExpertProps } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { ScheduleAndRatesForm } from '../schedule-rates/ScheduleAndRatesForm.tsx';
import { AccountCreatedDialog } from '../signup/AccountCreatedDialog.tsx';
import { AccountStep } from '../signup/AccountStep.tsx';
import { ExpertiseStep } from '../signup/ExpertiseStep.tsx';
import { PlanStep } from '../signup/PlanStep.tsx';
import { useExpertRegistration } from '../signup/useExpertRegistration.ts';
import {
  type AccountValues,
  EMPTY_ACCOUNT,
  EMPTY_EXPERTISE,
  type ExpertiseOutput,
  type ExpertiseValues,
} from '../signup/wizard-values.ts';
import { useEnterExpertMode } from './useEnterExpertMode.ts';

/** 0 account, 1 experience, 2 subscription, 3 schedules and rates, 4 the change to expert. */
type DialogStep = 0 | 1 | 2 | 3 | 4;

/**
 * The registration dialog of a customer account (spec §2): Create an account (names and email
 * locked), Experience information (registers: the same account becomes an expert), Subscription,
 * Schedules & rules, then 'Account change to EXPERT' and its Continue into the expert area.
 */
export function BecomeExpertDialog({ opened, onClose, onExpertMode }: BecomeExpertProps) {
  const { t } = useLingui();
  const { session } = useShell();
  const phone = useMediaQuery('(max-width: 48em)');
  const [step, setStep] = useState<DialogStep>(0);
  const [account, setAccount] = useState<AccountValues | null>(null);
  const [expertise, setExpertise] = useState<ExpertiseValues>(EMPTY_EXPERTISE);
  const [created, setCreated] = useState(false);
  const backToAccount = useCallback(() => setStep(0), []);
  const registration = useExpertRegistration(true, backToAccount);
  const enter = useEnterExpertMode(onExpertMode);
  const user = session.user;
  const draft: AccountValues = account ?? {
    ...EMPTY_ACCOUNT,
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
  };

  const register = async (values: ExpertiseOutput, typed: ExpertiseValues) => {
    setExpertise(typed);
    if (await registration.register(draft, values)) setCreated(true);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Become an expert`}
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={false}
    >
      <Stepper
        active={step}
        allowNextStepsSelect={false}
        size="sm"
        mb="lg"
        orientation={phone ? 'vertical' : 'horizontal'}
      >
        <Stepper.Step label={t`Create an account`} allowStepSelect={false} />
        <Stepper.Step label={t`Experience information`} allowStepSelect={false} />
        <Stepper.Step label={t`Subscription`} allowStepSelect={false} />
        <Stepper.Step label={t`Schedules & rules`} allowStepSelect={false} />
      </Stepper>
      {step === 0 ? (
        <AccountStep
          initial={draft}
          signedIn
          namesLocked
          heading={false}
          serverErrors={registration.accountErrors}
          onDone={(values) => {
            setAccount(values);
            registration.clearAccountErrors();
            setStep(1);
          }}
        />
      ) : step === 1 ? (
        <ExpertiseStep
          initial={expertise}
          serverErrors={registration.expertiseErrors}
          onBack={(values) => {
            setExpertise(values);
            setStep(0);
          }}
          onSubmit={register}
        />
      ) : step === 2 ? (
        <PlanStep onDone={() => setStep(3)} />
      ) : step === 3 ? (
        <ScheduleAndRatesForm submitLabel={t`Continue`} onSaved={() => setStep(4)} />
      ) : (
        <>
          <Text fw={600} size="lg" role="status">
            <Trans>Account change to EXPERT</Trans>
          </Text>
          <Text c="dimmed" mt="xs">
            <Trans>
              Your expert profile, plan and schedule are ready. Customers can find and book you now.
            </Trans>
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button loading={enter.busy} onClick={() => void enter.run()} data-autofocus>
              <Trans>Continue</Trans>
            </Button>
          </Group>
        </>
      )}
      <AccountCreatedDialog
        opened={created}
        onContinue={() => {
          setCreated(false);
          setStep(2);
        }}
      />
    </Modal>
  );
}
