import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
// The shell's context and reference data through the shared module, never a copy of their own.
import { countryOptions, useCountries, useShell, useTimezones } from 'shared-contracts/react';
import { translate } from '../messages.ts';

interface ReferenceSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  error: string | undefined;
  disabled?: boolean;
  /** A fixed id instead of React's: a form hydrated as an island of its own (React's ids differ there). */
  id?: string;
}

/** The country picker of the account forms ('Select a country'), bound to a form field. */
export function CountrySelect<T extends FieldValues>({
  control,
  name,
  error,
  disabled,
  id,
}: ReferenceSelectProps<T>) {
  const { locale } = useShell();
  const countries = useCountries();
  const data = useMemo(() => countryOptions(countries.data), [countries.data]);
  return (
    <BoundSelect
      control={control}
      name={name}
      label={translate('fieldCountry', locale)}
      placeholder={translate(countries.isLoading ? 'listLoading' : 'fieldSelectCountry', locale)}
      data={data}
      error={error ?? (countries.error ? translate('listFailed', locale) : undefined)}
      disabled={disabled}
      id={id}
    />
  );
}

/** The IANA time zone picker of the account forms, bound to a form field. */
export function TimezoneSelect<T extends FieldValues>({
  control,
  name,
  error,
  disabled,
  id,
}: ReferenceSelectProps<T>) {
  const { locale } = useShell();
  const timezones = useTimezones();
  const data = useMemo(() => (timezones.data ?? []).map((zone) => zone.code), [timezones.data]);
  return (
    <BoundSelect
      control={control}
      name={name}
      label={translate('fieldTimezone', locale)}
      placeholder={translate(timezones.isLoading ? 'listLoading' : 'fieldSelectTimezone', locale)}
      data={data}
      error={error ?? (timezones.error ? translate('listFailed', locale) : undefined)}
      limit={100}
      disabled={disabled}
      id={id}
    />
  );
}

interface BoundSelectProps<T extends FieldValues> extends ReferenceSelectProps<T> {
  label: string;
  placeholder: string;
  data: { value: string; label: string }[] | string[];
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
  disabled,
  id,
}: BoundSelectProps<T>) {
  const { locale } = useShell();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          id={id}
          label={label}
          placeholder={placeholder}
          required
          searchable
          limit={limit}
          nothingFoundMessage={translate('listNothingFound', locale)}
          data={data}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
          disabled={disabled}
        />
      )}
    />
  );
}
