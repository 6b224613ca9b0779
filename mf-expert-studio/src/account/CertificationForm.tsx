import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { type Certification, CertificationSchema, LIMITS } from 'shared-contracts';
import { schemaResolver } from 'shared-contracts/forms';
import { useShell } from 'shared-contracts/react';

export interface CertificationValues {
  name: string;
  company_name: string;
  finish_month: string;
  finish_year: string;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

export function certificationValues(certification: Certification | null): CertificationValues {
  const [year = '', month = ''] = certification?.finish_date.split('-') ?? [];
  return {
    name: certification?.name ?? '',
    company_name: certification?.company_name ?? '',
    finish_month: month,
    finish_year: year,
  };
}

interface CertificationFormProps {
  initial: CertificationValues;
  busy: boolean;
  onSubmit(values: CertificationValues): void;
  onCancel(): void;
}

/** A certification: name, company (max 255), finish month (01–12) and year (4 digits), all required. */
export function CertificationForm({ initial, busy, onSubmit, onCancel }: CertificationFormProps) {
  const { t } = useLingui();
  const { locale } = useShell();
  const form = useForm<CertificationValues>({
    resolver: schemaResolver<CertificationValues>(CertificationSchema, locale),
    values: initial,
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack>
        <TextInput
          label={t`Certification`}
          required
          maxLength={LIMITS.certificate}
          data-autofocus
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextInput
          label={t`Company or school`}
          required
          maxLength={LIMITS.certificate}
          {...form.register('company_name')}
          error={errors.company_name?.message}
        />
        <SimpleGrid cols={2}>
          <Controller
            control={form.control}
            name="finish_month"
            render={({ field }) => (
              <Select
                label={t`Finish month`}
                required
                data={MONTHS}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.finish_month?.message}
              />
            )}
          />
          <TextInput
            label={t`Finish year`}
            required
            inputMode="numeric"
            maxLength={4}
            {...form.register('finish_year')}
            error={errors.finish_year?.message}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
