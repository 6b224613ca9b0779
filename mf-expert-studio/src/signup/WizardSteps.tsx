import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Stack } from '@mantine/core';

export type WizardStep = 1 | 2 | 3 | 4;

interface WizardStepsProps {
  current: WizardStep;
}

/** The numbered side list of the wizard: only the current step's button is enabled (spec §2). */
export function WizardSteps({ current }: WizardStepsProps) {
  const { t } = useLingui();
  const steps: { step: WizardStep; label: string }[] = [
    { step: 1, label: t`Account` },
    { step: 2, label: t`Expertise` },
    { step: 3, label: t`Schedule and rates` },
    { step: 4, label: t`Plan` },
  ];
  return (
    <Stack
      component="ol"
      gap="xs"
      aria-label={t`Sign-up steps`}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {steps.map(({ step, label }) => {
        const active = step === current;
        return (
          <li key={step}>
            <Button
              fullWidth
              justify="flex-start"
              variant={active ? 'filled' : step < current ? 'light' : 'subtle'}
              disabled={!active}
              aria-current={active ? 'step' : undefined}
              leftSection={
                <Badge circle variant={active ? 'white' : 'default'} aria-hidden>
                  {step}
                </Badge>
              }
            >
              {label}
            </Button>
          </li>
        );
      })}
    </Stack>
  );
}
