import { useLingui } from '@lingui/react/macro';
import { Modal, Stepper } from '@mantine/core';
import { useState } from 'react';
import type { Meeting } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { ExtensionPayStep } from './ExtensionPayStep.tsx';
import { ExtensionRateStep } from './ExtensionRateStep.tsx';

interface Props {
  meeting: Meeting;
  opened: boolean;
  onClose(): void;
  /** Paid: the meeting with its later end and the caller's new token. */
  onExtended(meeting: Meeting): void;
}

/** 'Extend this meeting' (spec §4): step 1 select a rate, step 2 pay. */
export function ExtendDialog({ meeting, opened, onClose, onExtended }: Props) {
  const { t } = useLingui();
  const { notify } = useShell();
  const [step, setStep] = useState(0);
  const [rate, setRate] = useState<string | null>(null);

  function extended(updated: Meeting) {
    notify.success(t`Meeting extended`);
    setStep(0);
    onExtended(updated);
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t`Extend this meeting`} size={500} centered>
      <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={setStep}>
        <Stepper.Step label={t`Select a rate`}>
          <ExtensionRateStep
            meetingId={meeting.id}
            expertId={meeting.expert.id}
            rate={rate}
            onRate={setRate}
            onNext={() => setStep(1)}
          />
        </Stepper.Step>
        <Stepper.Step label={t`Pay`}>
          {rate && (
            <ExtensionPayStep
              meetingId={meeting.id}
              rate={rate}
              onBack={() => setStep(0)}
              onExtended={extended}
            />
          )}
        </Stepper.Step>
      </Stepper>
    </Modal>
  );
}
