import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Stack } from '@mantine/core';
import classes from './ExpertSignUpStart.module.css';

/**
 * The wizard's numbered side list at step 1, as mf-expert-studio draws it once the app runs: only
 * the current step's button is enabled (spec §2).
 */
export function ExpertWizardSteps() {
  const { t } = useLingui();
  const labels = [t`Account`, t`Expertise`, t`Schedule and rates`, t`Plan`];
  return (
    <Stack component="ol" gap="xs" aria-label={t`Sign-up steps`} className={classes.steps}>
      {labels.map((label, index) => {
        const current = index === 0;
        return (
          <li key={label}>
            <Button
              fullWidth
              justify="flex-start"
              variant={current ? 'filled' : 'subtle'}
              disabled={!current}
              aria-current={current ? 'step' : undefined}
              leftSection={
                <Badge circle variant={current ? 'white' : 'default'} aria-hidden>
                  {index + 1}
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
