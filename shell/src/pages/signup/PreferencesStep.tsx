import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Chip, Group, MultiSelect, Skeleton, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { call, identityApi, LIMITS, PreferencesSchema } from 'shared-contracts';
import { useSchemaForm } from 'shared-contracts/forms';
import { countryOptions, useCategories, useCountries, useShell } from 'shared-contracts/react';
import { type PreferenceValues, preferencesFailure } from './signup-values.ts';

interface PreferencesStepProps {
  initial: PreferenceValues;
  onBack(values: PreferenceValues): void;
  onDone(): void;
}

/** Sign-up step 2: preferred countries (1 to 3) and categories (at least 3). */
export function PreferencesStep({ initial, onBack, onDone }: PreferencesStepProps) {
  const { t } = useLingui();
  const { api, notify } = useShell();
  const countries = useCountries();
  const categories = useCategories();
  // Both messages stay in view: focusing the country picker would open its list over them.
  const form = useSchemaForm<PreferenceValues>(PreferencesSchema, {
    defaultValues: initial,
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await call(api, identityApi.preferredCountries, { body: { countries: values.countries } });
      await call(api, identityApi.preferredCategories, { body: { categories_id: values.categories_id } });
      onDone();
    } catch (error) {
      const { title, message } = preferencesFailure(error, t`An error has occurred`);
      notify.error(message, title);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Controller
          control={form.control}
          name="countries"
          render={({ field }) => (
            <MultiSelect
              label={t`Preferred countries`}
              description={t`Choose 1 to 3 countries.`}
              placeholder={countries.isLoading ? t`Loading…` : t`Select countries`}
              required
              searchable
              maxValues={LIMITS.preferredCountriesMax}
              nothingFoundMessage={t`Nothing found`}
              data={countryOptions(countries.data)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={
                errors.countries?.message ?? (countries.error ? t`The list could not be loaded` : undefined)
              }
            />
          )}
        />

        <Box component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Text component="legend" fw={500} size="sm" mb={4}>
            <Trans>Categories of interest</Trans>
            {/* The mark Mantine's required fields carry; the hint below says how many. */}
            <Text span c="var(--mantine-color-error)" aria-hidden>
              {' *'}
            </Text>
          </Text>
          <Text size="xs" c="dimmed" mb="sm">
            <Trans>Choose at least 3 categories.</Trans>
          </Text>
          {categories.isLoading ? (
            <Group gap="xs" aria-hidden>
              {[1, 2, 3, 4, 5, 6].map((key) => (
                <Skeleton key={key} height={30} width={110} radius="xl" />
              ))}
            </Group>
          ) : categories.error ? (
            <Alert color="red" role="alert" title={t`The categories could not be loaded`}>
              <Button size="xs" mt="xs" onClick={() => void categories.mutate()}>
                <Trans>Retry</Trans>
              </Button>
            </Alert>
          ) : (categories.data ?? []).length === 0 ? (
            <Text size="sm">
              <Trans>No categories found</Trans>
            </Text>
          ) : (
            <Controller
              control={form.control}
              name="categories_id"
              render={({ field }) => (
                <Chip.Group
                  multiple
                  value={field.value.map(String)}
                  onChange={(ids) => {
                    field.onChange(ids.map(Number));
                    field.onBlur();
                  }}
                >
                  <Group gap="xs">
                    {(categories.data ?? []).map((category) => (
                      <Chip key={category.id} value={String(category.id)}>
                        {category.name}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              )}
            />
          )}
          {errors.categories_id?.message ? (
            <Text c="red" size="sm" mt="xs" role="alert">
              {errors.categories_id.message}
            </Text>
          ) : null}
        </Box>

        <Group justify="space-between">
          <Button variant="default" onClick={() => onBack(form.getValues())}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" loading={isSubmitting}>
            <Trans>Finish</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
