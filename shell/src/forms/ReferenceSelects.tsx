import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { countryOptions, useCountries, useTimezones } from 'shared-contracts/react';

interface ReferenceSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  error: string | undefined;
}

/** The country picker of the account forms ('Select a country'), bound to a form field. */
export function CountrySelect<T extends FieldValues>({ control, name, error }: ReferenceSelectProps<T>) {
  const { t } = useLingui();
  const countries = useCountries();
  const data = useMemo(() => countryOptions(countries.data), [countries.data]);
  return (
    <BoundSelect
      control={control}
      name={name}
      label={t`Country`}
      placeholder={countries.isLoading ? t`Loading…` : t`Select a country`}
      data={data}
      error={error ?? (countries.error ? t`The list could not be loaded` : undefined)}
    />
  );
}

/** The IANA time zone picker of the account forms, bound to a form field. */
export function TimezoneSelect<T extends FieldValues>({ control, name, error }: ReferenceSelectProps<T>) {
  const { t } = useLingui();
  const timezones = useTimezones();
  const data = useMemo(() => (timezones.data ?? []).map((zone) => zone.code), [timezones.data]);
  return (
    <BoundSelect
      control={control}
      name={name}
      label={t`Time zone`}
      placeholder={timezones.isLoading ? t`Loading…` : t`Select a time zone`}
      data={data}
      error={error ?? (timezones.error ? t`The list could not be loaded` : undefined)}
      limit={100}
    />
  );
}

interface BoundSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  placeholder: string;
  data: { value: string; label: string }[] | string[];
  error: string | undefined;
  limit?: number;
}

function BoundSelect<T extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  data,
  error,
  limit,
}: BoundSelectProps<T>) {
  const { t } = useLingui();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder={placeholder}
          required
          searchable
          limit={limit}
          nothingFoundMessage={t`Nothing found`}
          data={data}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}
