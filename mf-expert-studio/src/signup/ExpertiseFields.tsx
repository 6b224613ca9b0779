import { Trans, useLingui } from '@lingui/react/macro';
import { MultiSelect, NumberInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { LIMITS } from 'shared-contracts';
import { CountrySelect } from 'shared-contracts/forms';
import { useCategories, useLanguages } from 'shared-contracts/react';
import { SubcategoryPickers } from './SubcategoryPickers.tsx';
import type { ExpertiseValues } from './wizard-values.ts';

interface ExpertiseFieldsProps {
  form: UseFormReturn<ExpertiseValues>;
  /** Field messages of the api's last refusal, by field. */
  serverErrors: Partial<Record<keyof ExpertiseValues, string>>;
  /** Several subcategories per category (the profile edit page); one in the sign-up. */
  severalSubcategories?: boolean;
}

/**
 * 'Experience information' and 'Expertise information' (spec §2, §5): role, years, country, phone,
 * languages, up to 3 categories and a subcategory under each. The wizard's step 2, the
 * registration dialog and the profile edit page show the same fields.
 */
export function ExpertiseFields({ form, serverErrors, severalSubcategories = false }: ExpertiseFieldsProps) {
  const { t } = useLingui();
  const languages = useLanguages();
  const categories = useCategories();
  const { errors } = form.formState;
  const error = (field: keyof ExpertiseValues) =>
    (errors[field]?.message as string | undefined) ?? serverErrors[field];
  const chosenCategories = form.watch('categories');

  const languageOptions = useMemo(
    () => (languages.data ?? []).map((language) => ({ value: String(language.id), label: language.name })),
    [languages.data],
  );
  const categoryOptions = useMemo(
    () => (categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name })),
    [categories.data],
  );
  const listError = t`The list could not be loaded`;

  return (
    <>
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Experience information</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Role in your area`}
            placeholder={t`Nutritionist, lawyer, coach…`}
            required
            maxLength={LIMITS.role}
            {...form.register('role')}
            error={error('role')}
          />
          <Controller
            control={form.control}
            name="years_of_experience"
            render={({ field }) => (
              <NumberInput
                label={t`Years in the role`}
                required
                min={0}
                max={9999}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={error('years_of_experience')}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CountrySelect control={form.control} name="country" error={error('country')} />
          <TextInput
            label={t`Phone number`}
            type="tel"
            autoComplete="tel"
            required
            {...form.register('phone_number')}
            error={error('phone_number')}
          />
        </SimpleGrid>
      </Stack>

      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Expertise information</Trans>
        </Title>
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => (
            <MultiSelect
              label={t`Languages`}
              placeholder={languages.isLoading ? t`Loading…` : t`Languages you meet in`}
              required
              searchable
              nothingFoundMessage={t`Nothing found`}
              data={languageOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={error('languages') ?? (languages.error ? listError : undefined)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="categories"
          render={({ field }) => (
            <MultiSelect
              label={t`Categories`}
              description={t`Up to 3`}
              placeholder={categories.isLoading ? t`Loading…` : t`Where customers find you`}
              required
              searchable
              maxValues={LIMITS.expertCategoriesMax}
              nothingFoundMessage={t`Nothing found`}
              data={categoryOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={error('categories') ?? (categories.error ? listError : undefined)}
            />
          )}
        />
        <SubcategoryPickers
          control={form.control}
          categories={categories.data ?? []}
          chosen={chosenCategories}
          several={severalSubcategories}
        />
      </Stack>
    </>
  );
}
