import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  ApiError,
  type BankAccount,
  type BankAccountInput,
  BankAccountSchema,
  call,
  earningsApi,
} from 'shared-contracts';
import { countryOptions, useCountries, useShell } from 'shared-contracts/react';

/** Payout currencies offered (the provider takes any ISO code; these cover the product's markets). */
const CURRENCIES = ['usd', 'eur', 'gbp', 'mxn', 'cad', 'aud', 'brl', 'cop', 'ars', 'clp'];

interface Props {
  current: BankAccount | undefined;
  onSaved(account: BankAccount, message: string | undefined): void;
  onCancel(): void;
}

/**
 * The bank account payouts go to: holder, country, currency, the routing number (US) or sort code
 * (GB), and the account number or IBAN. Sent to the payment provider through the api; only the
 * last 4 digits come back.
 */
export function BankAccountForm({ current, onSaved, onCancel }: Props) {
  const { t } = useLingui();
  const { api, locale } = useShell();
  const countries = useCountries();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BankAccountInput>({
    resolver: valibotResolver(BankAccountSchema, { lang: locale }, { raw: true }),
    defaultValues: {
      holder_name: current?.holder_name ?? '',
      country: current?.country ?? '',
      currency: current?.currency ?? 'usd',
      routing_number: '',
      account_number: '',
    },
  });
  const errors = form.formState.errors;
  const country = String(form.watch('country') ?? '');

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await call(api, earningsApi.saveBankAccount, { body: values });
      onSaved(answer.data, answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const fields = error.fieldErrors;
        const known = Object.entries(fields).filter(([field]) => field in (form.getValues() as object));
        for (const [field, [message]] of known)
          form.setError(field as keyof BankAccountInput, { message: message ?? error.message });
        if (known.length > 0) return;
      }
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack>
        <TextInput
          label={t`Account holder`}
          autoComplete="name"
          maxLength={80}
          withAsterisk
          {...form.register('holder_name')}
          error={errors.holder_name?.message}
        />
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Select
              label={t`Country of the bank`}
              searchable
              withAsterisk
              data={countryOptions(countries.data)}
              value={typeof field.value === 'string' && field.value ? field.value : null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={errors.country?.message}
              nothingFoundMessage={t`No country found`}
            />
          )}
        />
        <Controller
          control={form.control}
          name="currency"
          render={({ field }) => (
            <Select
              label={t`Currency`}
              withAsterisk
              data={CURRENCIES.map((code) => ({ value: code, label: code.toUpperCase() }))}
              value={typeof field.value === 'string' ? field.value : null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={errors.currency?.message}
            />
          )}
        />
        {(country === 'US' || country === 'GB') && (
          <TextInput
            label={country === 'GB' ? t`Sort code` : t`Routing number`}
            inputMode="numeric"
            withAsterisk
            {...form.register('routing_number')}
            error={errors.routing_number?.message ?? errors.sort_code?.message}
          />
        )}
        <TextInput
          label={t`Account number or IBAN`}
          autoComplete="off"
          withAsterisk
          {...form.register('account_number')}
          error={errors.account_number?.message ?? errors.iban?.message}
        />
        {failure && (
          <Alert color="red" role="alert" title={t`The bank account was not saved`}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            <Trans>Save bank account</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
