import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useSchemaForm } from 'shared-contracts/forms';
import { ExpertiseFields } from './ExpertiseFields.tsx';
import { type ExpertiseOutput, ExpertiseSchema, type ExpertiseValues } from './wizard-values.ts';

interface ExpertiseStepProps {
  initial: ExpertiseValues;
  /** Previous: back to step 1 with what was typed here kept. */
  onBack(values: ExpertiseValues): void;
  /** Continue: registers the expert; rejects with the api's error (its field messages are shown). */
  onSubmit(values: ExpertiseOutput, typed: ExpertiseValues): Promise<void>;
  /** Field messages of the api's last refusal, by field. */
  serverErrors: Partial<Record<keyof ExpertiseValues, string>>;
}

/** Step 2: 'Experience information' and 'Expertise information' (spec §2 wizard, §5). */
export function ExpertiseStep({ initial, onBack, onSubmit, serverErrors }: ExpertiseStepProps) {
  const form = useSchemaForm<ExpertiseValues>(ExpertiseSchema, { defaultValues: initial });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) =>
    onSubmit(values as unknown as ExpertiseOutput, form.getValues()),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <ExpertiseFields form={form} serverErrors={serverErrors} />

        <Group justify="space-between">
          <Button variant="default" onClick={() => onBack(form.getValues())}>
            <Trans>Previous</Trans>
          </Button>
          <Button type="submit" loading={isSubmitting}>
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
